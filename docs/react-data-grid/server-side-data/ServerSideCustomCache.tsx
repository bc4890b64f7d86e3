import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Fake server: sorts and pages the staff list, answers after 500 ms
function fetchEmployees(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const [sort] = params.sortModel;
  let rows = EMPLOYEES;
  if (sort) {
    const field = sort.field as keyof Employee;
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (String(a[field]) > String(b[field]) ? direction : -direction));
  }
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: rows.slice(start, params.end + 1), rowCount: rows.length}), 500);
  });
}

const dataSource: GridDataSource = {getRows: fetchEmployees};

// A cache keyed on what this server uses: the page and the sort, not the filters
class CountingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  constructor(private onStats: (hit: boolean, size: number) => void) {}

  private key(params: GridGetRowsParams) {
    return JSON.stringify([params.paginationModel, params.sortModel]);
  }

  get(params: GridGetRowsParams) {
    const value = this.entries.get(this.key(params));
    this.onStats(value !== undefined, this.entries.size);
    return value;
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(this.key(params), value);
  }

  clear() {
    this.entries.clear();
  }
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 190},
];

export default function ServerSideCustomCache() {
  const [stats, setStats] = React.useState({hits: 0, misses: 0, entries: 0});
  const [cache] = React.useState(
    () =>
      new CountingCache((hit, size) =>
        setStats((current) => ({
          hits: current.hits + (hit ? 1 : 0),
          misses: current.misses + (hit ? 0 : 1),
          entries: size,
        })),
      ),
  );

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Typography variant="body2">
          Cache hits: {stats.hits} · misses: {stats.misses} · stored pages: {stats.entries}
        </Typography>
        <Button size="small" onClick={() => cache.clear()}>
          Empty the cache
        </Button>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          disableColumnFilter
          pagination
          initialState={{pagination: {paginationModel: {pageSize: 5, page: 0}}}}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
