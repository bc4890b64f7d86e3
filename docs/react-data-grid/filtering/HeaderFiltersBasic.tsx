import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridRowsProp} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ['Admin', 'Editor', 'Viewer'], width: 150},
  {field: 'age', headerName: 'Age', type: 'number', width: 110},
  {field: 'joined', headerName: 'Joined', type: 'date', width: 170},
  {field: 'active', headerName: 'Active', type: 'boolean', width: 120},
];

const rows: GridRowsProp = [
  {id: 1, name: 'Ana Souza', role: 'Admin', age: 34, joined: new Date(2021, 2, 1), active: true},
  {id: 2, name: 'Bo Nilsson', role: 'Viewer', age: 27, joined: new Date(2023, 7, 15), active: true},
  {id: 3, name: 'Chiara Bianchi', role: 'Editor', age: 41, joined: new Date(2019, 10, 20), active: false},
  {id: 4, name: 'Deniz Kaya', role: 'Editor', age: 30, joined: new Date(2022, 4, 9), active: true},
  {id: 5, name: 'Emeka Obi', role: 'Viewer', age: 52, joined: new Date(2018, 0, 30), active: false},
];

export default function HeaderFiltersBasic() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
