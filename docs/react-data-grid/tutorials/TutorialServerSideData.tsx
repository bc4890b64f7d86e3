import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type EmployeeDto = Omit<Employee, 'startDate'> & {startDate: string};

// ---- "Server" side: the request handler of GET /api/employees, run in the page ----------------

// Empty values first, then numbers, strings, and dates in their natural order.
function compareValues(a: unknown, b: unknown) {
  if (a === b) {
    return 0;
  }
  if (a == null) {
    return -1;
  }
  if (b == null) {
    return 1;
  }
  return (a as number) > (b as number) ? 1 : -1;
}

function handleEmployeesRequest(url: URL): {status: number; body: unknown} {
  const page = Number(url.searchParams.get('page') ?? 0);
  const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? 25), 100);
  const sortModel: GridSortModel = JSON.parse(url.searchParams.get('sortModel') ?? '[]');
  const filterModel: GridFilterModel = JSON.parse(url.searchParams.get('filterModel') ?? '{"items":[]}');

  let result = EMPLOYEES.filter((employee) =>
    filterModel.items.every((item) => {
      if (item.value == null || item.value === '') {
        return true;
      }
      const cell = String(employee[item.field as keyof Employee]).toLowerCase();
      const value = String(item.value).toLowerCase();
      if (item.operator === 'contains') {
        return cell.includes(value);
      }
      if (item.operator === 'equals' || item.operator === 'is') {
        return cell === value;
      }
      return true;
    }),
  );
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Employee;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => direction * compareValues(a[field], b[field]));
  }
  const rows: EmployeeDto[] = result
    .slice(page * pageSize, (page + 1) * pageSize)
    .map((employee) => ({...employee, startDate: employee.startDate.toISOString()}));
  return {status: 200, body: {rows, rowCount: result.length}};
}

// Stands in for `fetch()`: answers the URL with the handler above after 500 ms, without any network.
function fakeFetch(input: string) {
  const {status, body} = handleEmployeesRequest(new URL(input, 'https://example.com'));
  return new Promise<{ok: boolean; status: number; json: () => Promise<unknown>}>((resolve) =>
    setTimeout(() => resolve({ok: status === 200, status, json: async () => body}), 500),
  );
}

// ---- Client side: the data source -------------------------------------------------------------

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  // The API sends dates as strings: turn them back into dates for the date column.
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    valueGetter: (value) => value && new Date(value),
  },
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
];

export default function TutorialServerSideData() {
  const [lastUrl, setLastUrl] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
        const query = new URLSearchParams({
          page: String(params.paginationModel?.page ?? 0),
          pageSize: String(params.paginationModel?.pageSize ?? 25),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
        });
        const url = `/api/employees?${query}`;
        setLastUrl(decodeURIComponent(url));
        const response = await fakeFetch(url);
        if (!response.ok) {
          throw new Error(`The server answered ${response.status}`);
        }
        return (await response.json()) as GridGetRowsResponse;
      },
    }),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 420}}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pagination
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere'}}
      >
        GET {lastUrl}
      </Typography>
    </Box>
  );
}
