import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

// Created once, at module level
const euroFormatter = new Intl.NumberFormat('de-DE', {style: 'currency', currency: 'EUR'});
const dateFormatter = new Intl.DateTimeFormat('de-DE', {dateStyle: 'long', timeZone: 'UTC'});

const columns: GridColDef[] = [
  {field: 'item', headerName: 'Artikel', width: 160},
  {
    field: 'price',
    headerName: 'Preis',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : euroFormatter.format(value)),
  },
  {
    field: 'delivered',
    headerName: 'Geliefert am',
    type: 'date',
    width: 180,
    valueFormatter: (value?: Date) => (value == null ? '' : dateFormatter.format(value)),
  },
];

const rows = [
  {id: 1, item: 'Kaffeemühle', price: 1249.5, delivered: new Date(Date.UTC(2024, 2, 14))},
  {id: 2, item: 'Wasserkocher', price: 39.99, delivered: new Date(Date.UTC(2024, 3, 2))},
  {id: 3, item: 'Teekanne', price: 24, delivered: new Date(Date.UTC(2024, 3, 17))},
];

export default function LocalizationNumberFormat() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
