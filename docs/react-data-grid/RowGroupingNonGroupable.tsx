import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'category', headerName: 'Category', width: 130},
  // Unique or continuous values make poor groups: no "Group by" entry for these columns
  {field: 'id', headerName: 'Order #', type: 'number', width: 100, groupable: false},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80, groupable: false},
];

export default function RowGroupingNonGroupable() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={ORDERS} columns={columns} initialState={{rowGrouping: {model: ['country']}}} />
    </Box>
  );
}
