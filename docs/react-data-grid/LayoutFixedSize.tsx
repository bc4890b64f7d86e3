import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, city: 'Lisbon', country: 'Portugal', population: 545000},
  {id: 2, city: 'Montreal', country: 'Canada', population: 1762000},
  {id: 3, city: 'Osaka', country: 'Japan', population: 2752000},
  {id: 4, city: 'Nairobi', country: 'Kenya', population: 4397000},
  {id: 5, city: 'Valparaíso', country: 'Chile', population: 296000},
  {id: 6, city: 'Tallinn', country: 'Estonia', population: 454000},
  {id: 7, city: 'Auckland', country: 'New Zealand', population: 1693000},
];

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', flex: 1},
  {field: 'country', headerName: 'Country', flex: 1},
  {field: 'population', headerName: 'Population', type: 'number', width: 140},
];

export default function LayoutFixedSize() {
  return (
    // The parent sets the size: 350 pixels high, as wide as the page.
    <Box sx={{height: 350, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
