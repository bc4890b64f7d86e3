import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', width: 160},
  {field: 'q1', headerName: 'Q1', type: 'number', width: 100},
  {field: 'q2', headerName: 'Q2', type: 'number', width: 100},
  {field: 'q3', headerName: 'Q3', type: 'number', width: 100},
  {field: 'q4', headerName: 'Q4', type: 'number', width: 100},
];

const rows = [
  {id: 1, product: 'Keyboard', q1: 120, q2: 140, q3: 135, q4: 210},
  {id: 2, product: 'Mouse', q1: 300, q2: 280, q3: 310, q4: 395},
  {id: 3, product: 'Monitor', q1: 45, q2: 60, q3: 52, q4: 88},
  {id: 4, product: 'Headset', q1: 80, q2: 95, q3: 101, q4: 150},
  {id: 5, product: 'Webcam', q1: 64, q2: 58, q3: 70, q4: 92},
];

export default function CellSelectionBasic() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick />
    </Box>
  );
}
