import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

// A flaky fake server: the first two calls of every request fail, the third one succeeds.
let calls = 0;
function unreliableFetch(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  calls += 1;
  const fails = calls % 3 !== 0;
  const start = Number(params.start);
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fails) {
        reject(new Error('503 Service Unavailable'));
      } else {
        resolve({rows: EMPLOYEES.slice(start, params.end + 1), rowCount: EMPLOYEES.length});
      }
    }, 250);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Retries a failed request up to `retries` times, doubling the pause each time.
async function withRetries<T>(
  request: () => Promise<T>,
  retries: number,
  onRetry: (attempt: number, error: Error) => void,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      if (attempt > retries) {
        throw error;
      }
      onRetry(attempt, error as Error);
      await wait(200 * 2 ** attempt);
    }
  }
}

export default function ServerRecipesRetry() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        withRetries(
          () => unreliableFetch(params),
          3,
          (attempt, error) => {
            setLog((previous) => [
              ...previous.slice(-5),
              `Rows ${params.start}–${params.end}: attempt ${attempt} failed (${error.message}), retrying`,
            ]);
          },
        ),
    }),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 380}}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pagination
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
          pageSizeOptions={[10]}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
      <Typography variant="subtitle2" sx={{mt: 1}}>
        Retries
      </Typography>
      <List dense>
        {log.map((line, index) => (
          <ListItem key={index} disableGutters sx={{fontFamily: 'monospace', fontSize: 12}}>
            {line}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
