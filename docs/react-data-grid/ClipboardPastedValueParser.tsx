import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'client', headerName: 'Client', width: 160, editable: true},
  {
    field: 'amount',
    headerName: 'Amount ($)',
    type: 'number',
    width: 140,
    editable: true,
    // Accepts "$1,250.00" copied from a spreadsheet; skips cells that are not numbers
    pastedValueParser: (value) => {
      const parsed = Number(value.replace(/[^\d.-]/g, ''));
      return value.trim() === '' || Number.isNaN(parsed) ? undefined : parsed;
    },
  },
  {
    field: 'due',
    headerName: 'Due date',
    type: 'date',
    width: 140,
    editable: true,
    valueParser: (value) => (typeof value === 'string' ? new Date(value) : value),
  },
];

const rows = [
  {id: 1, client: 'Northwind', amount: 1250, due: new Date(2024, 4, 1)},
  {id: 2, client: 'Contoso', amount: 480, due: new Date(2024, 4, 15)},
  {id: 3, client: 'Fabrikam', amount: 3200, due: new Date(2024, 5, 1)},
];

export default function ClipboardPastedValueParser() {
  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Try pasting <code>$2,499.90</code> into an amount cell, or <code>2024-07-01</code> into a due date cell.
      </Typography>
      <Box sx={{height: 300}}>
        <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick />
      </Box>
    </Box>
  );
}
