import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Part', width: 160, editable: true},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 120, editable: true},
  {field: 'bin', headerName: 'Bin', width: 100, editable: true},
  {field: 'supplier', headerName: 'Supplier (read-only)', width: 180},
];

const rows = [
  {id: 1, name: 'Bolts', quantity: 40, bin: 'A1', supplier: 'Fastenal'},
  {id: 2, name: 'Nuts', quantity: 55, bin: 'A2', supplier: 'Würth'},
  {id: 3, name: 'Washers', quantity: 120, bin: 'A3', supplier: 'Würth'},
  {id: 4, name: 'Rivets', quantity: 18, bin: 'B1', supplier: 'Fastenal'},
];

export default function ClipboardPaste() {
  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Select cells, press Ctrl/Cmd + C, then select other cells and press Ctrl/Cmd + V.
      </Typography>
      <Box sx={{height: 340}}>
        <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick />
      </Box>
    </Box>
  );
}
