import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  // Pinned by the initial state, with no pinning items: users cannot unpin it, nor move it.
  {field: 'name', headerName: 'Name (locked)', width: 170, pinnable: false, hideable: false, disableReorder: true},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'city', headerName: 'City', width: 130},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function ColumnPinningLocked() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro rows={EMPLOYEES} columns={columns} initialState={{pinnedColumns: {left: ['name']}}} hideFooter />
    </Box>
  );
}
