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
    // Reads "2024-07-01" and "01/07/2024" as local dates (the built-in parser, `new Date(text)`,
    // reads the first one as midnight UTC, which is the previous day west of Greenwich)
    pastedValueParser: (value) => {
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
      const european = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
      if (iso) {
        return new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
      }
      if (european) {
        return new Date(Number(european[3]), Number(european[2]) - 1, Number(european[1]));
      }
      return undefined;
    },
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
        Try pasting <code>$2,499.90</code> into an amount cell, or <code>2024-07-01</code> or <code>15/08/2024</code>{' '}
        into a due date cell.
      </Typography>
      <Box sx={{height: 300}}>
        <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick />
      </Box>
    </Box>
  );
}
