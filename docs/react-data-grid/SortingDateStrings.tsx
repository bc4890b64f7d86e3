import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Invoice = {id: string; client: string; due: string};

// Dates arrive from the API as DD/MM/YYYY text.
const rows: Invoice[] = [
  {id: 'INV-0412', client: 'Atelier Lumière', due: '02/11/2024'},
  {id: 'INV-0413', client: 'Kaito Tools', due: '15/03/2025'},
  {id: 'INV-0414', client: 'Maple Works', due: '28/06/2024'},
  {id: 'INV-0415', client: 'Harbour Bikes', due: '09/01/2025'},
  {id: 'INV-0416', client: 'Spree Digital', due: '21/12/2024'},
];

function parseDayMonthYear(text: string) {
  const [day, month, year] = text.split('/').map(Number);
  return new Date(year, month - 1, day);
}

const pad = (part: number) => String(part).padStart(2, '0');
const formatDayMonthYear = (date?: Date) =>
  date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : '';

const columns: GridColDef<Invoice>[] = [
  {field: 'id', headerName: 'Invoice', width: 110},
  {field: 'client', headerName: 'Client', flex: 1, minWidth: 150},
  // Sorted as text: "02/11/2024" comes before "09/01/2025", whatever the year.
  {field: 'due', headerName: 'Due (text)', width: 140},
  {
    field: 'dueDate',
    headerName: 'Due (date)',
    type: 'date',
    width: 140,
    valueGetter: (_value, row) => parseDayMonthYear(row.due),
    valueFormatter: formatDayMonthYear,
  },
];

export default function SortingDateStrings() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{sorting: {sortModel: [{field: 'due', sort: 'asc'}]}}}
      />
    </Box>
  );
}
