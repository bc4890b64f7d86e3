import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  type GridColDef,
  type GridRowModelUpdate,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 190},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function RowUpdatesBatch() {
  const apiRef = useGridApiRef();

  // One call for many rows: the grid sorts, filters, and renders once
  const raiseFiltered = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const updates: GridRowModelUpdate[] = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const employee = api.getRow(id) as Employee;
      return {id, salary: Math.round(employee.salary * 1.03)};
    });
    api.updateRows(updates);
  };

  const removeFiltered = () => {
    apiRef.current?.updateRows(gridFilteredSortedRowIdsSelector(apiRef).map((id) => ({id, _action: 'delete'})));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={raiseFiltered}>
          Raise filtered salaries by 3%
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={removeFiltered}>
          Remove filtered rows
        </Button>
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPro
          apiRef={apiRef}
          rows={EMPLOYEES}
          columns={columns}
          initialState={{filter: {filterModel: {items: [{field: 'department', operator: 'equals', value: 'Design'}]}}}}
        />
      </Box>
    </Box>
  );
}
