import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, gridClasses} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 160},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'population', headerName: 'Population', type: 'number', width: 140},
];

const rows = [
  {id: 1, city: 'Tokyo', country: 'Japan', population: 13960000},
  {id: 2, city: 'Paris', country: 'France', population: 2161000},
  {id: 3, city: 'Lagos', country: 'Nigeria', population: 15388000},
  {id: 4, city: 'Lima', country: 'Peru', population: 10092000},
];

export default function StyleSx() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          border: 2,
          borderColor: 'primary.light',
          [`& .${gridClasses.columnHeader}`]: {backgroundColor: 'action.hover'},
          [`& .${gridClasses.columnHeaderTitle}`]: {fontWeight: 700},
          [`& .${gridClasses.cell}:hover`]: {color: 'primary.main'},
        }}
      />
    </Box>
  );
}
