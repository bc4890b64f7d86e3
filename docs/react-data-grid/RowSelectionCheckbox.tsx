import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'role', headerName: 'Role', width: 160},
  {field: 'office', headerName: 'Office', width: 140},
];

const rows = [
  {id: 1, name: 'Maria Santos', role: 'Designer', office: 'Lisbon'},
  {id: 2, name: 'Kenji Watanabe', role: 'Developer', office: 'Tokyo'},
  {id: 3, name: 'Amara Okafor', role: 'Manager', office: 'Lagos'},
  {id: 4, name: 'Jonas Berg', role: 'Developer', office: 'Oslo'},
  {id: 5, name: 'Lucía Gómez', role: 'Data analyst', office: 'Madrid'},
];

export default function RowSelectionCheckbox() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
