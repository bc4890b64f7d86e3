import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

function fetchEmployees(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: EMPLOYEES.slice(start, params.end + 1), rowCount: EMPLOYEES.length}), 400);
  });
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'department', headerName: 'Department', width: 130},
];

type ServerGridProps = {
  title: string;
  cache: GridDataSourceCache | null | undefined;
};

// One grid and the number of times its data source asked the server
function ServerGrid({title, cache}: ServerGridProps) {
  const [requests, setRequests] = React.useState(0);
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        setRequests((count) => count + 1);
        return fetchEmployees(params);
      },
    }),
    [],
  );

  return (
    <Box sx={{flex: 1, minWidth: 0}}>
      <Typography variant="subtitle2">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{mb: 1}}>
        Server requests: {requests}
      </Typography>
      <Box sx={{height: 400}}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          initialState={{pagination: {paginationModel: {pageSize: 5, page: 0}}}}
          pageSizeOptions={[5]}
        />
      </Box>
    </Box>
  );
}

export default function DataSourceCacheOff() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      {/* No dataSourceCache prop: the default cache (entries kept 5 minutes) */}
      <ServerGrid title="Default cache" cache={undefined} />
      {/* dataSourceCache={null}: every page change goes to the server */}
      <ServerGrid title="dataSourceCache={null}" cache={null} />
    </Stack>
  );
}
