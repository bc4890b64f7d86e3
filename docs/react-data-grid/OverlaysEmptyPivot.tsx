import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'category', headerName: 'Category', width: 140},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 110},
];

export default function OverlaysEmptyPivot() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        showToolbar
        // Pivoting is on, but nothing is pivoted yet: the grid shows the empty pivot overlay.
        initialState={{pivoting: {enabled: true, model: {rows: [], columns: [], values: []}}}}
      />
    </Box>
  );
}
