import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Elena Petrova', company: 'Northwind', email: 'elena@northwind.example', phone: '+1 555 0142'},
  {id: 2, name: 'Kwame Mensah', company: 'Blue Harbor', email: 'kwame@blueharbor.example', phone: '+1 555 0187'},
  {id: 3, name: 'Sofia Rossi', company: 'Acme Tools', email: 'sofia@acme.example', phone: '+1 555 0110'},
  {id: 4, name: 'Hiro Tanaka', company: 'Sakura Ltd', email: 'hiro@sakura.example', phone: '+1 555 0199'},
];

const columns: GridColDef[] = [
  // `hideable: false` keeps the name visible whatever the user does.
  {field: 'name', headerName: 'Name', width: 170, hideable: false},
  {field: 'company', headerName: 'Company', width: 150},
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 200},
  {field: 'phone', headerName: 'Phone', width: 140},
];

export default function ColumnVisibilityInitial() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          columns: {columnVisibilityModel: {email: false, phone: false}},
        }}
      />
    </Box>
  );
}
