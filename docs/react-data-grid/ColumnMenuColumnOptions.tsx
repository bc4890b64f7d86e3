import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Each column turns off one feature: open the menus and compare their items.
const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'All items', width: 150},
  {field: 'email', headerName: 'sortable: false', width: 170, sortable: false},
  {field: 'role', headerName: 'filterable: false', width: 170, filterable: false},
  {field: 'department', headerName: 'hideable: false', width: 160, hideable: false},
  {field: 'city', headerName: 'pinnable: false', width: 160, pinnable: false},
];

export default function ColumnMenuColumnOptions() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro rows={EMPLOYEES.slice(0, 10)} columns={columns} hideFooter />
    </Box>
  );
}
