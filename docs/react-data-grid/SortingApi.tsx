import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 120},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130},
];

export default function SortingApi() {
  const apiRef = useGridApiRef();
  const [firstRows, setFirstRows] = React.useState('');

  // `sortedRowsSet` fires each time the grid has sorted the rows again.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    return api.subscribeEvent('sortedRowsSet', () => {
      const names = api
        .getSortedRows()
        .slice(0, 3)
        .map((row) => row.name);
      setFirstRows(names.join(', '));
    });
  }, [apiRef]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('salary', 'desc')}>
          Highest salary
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('startDate', 'desc')}>
          Newest hires
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('name')}>
          Next direction on Name
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{mb: 1}}>
        First three rows: {firstRows || 'original order'}
      </Typography>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={EMPLOYEES} columns={columns} />
      </Box>
    </Box>
  );
}
