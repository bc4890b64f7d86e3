import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 'a1', city: 'Lisbon', country: 'Portugal', population: 545000},
  {id: 'b2', city: 'Porto', country: 'Portugal', population: 232000},
  {id: 'c3', city: 'Seville', country: 'Spain', population: 684000},
  {id: 'd4', city: 'Bilbao', country: 'Spain', population: 346000},
  {id: 'e5', city: 'Bordeaux', country: 'France', population: 261000},
];

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 150},
  {field: 'country', headerName: 'Country', width: 150},
  {field: 'population', headerName: 'Population', type: 'number', width: 140},
];

export default function RowDefinitionBasic() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
