import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

const rows = ORDERS.slice(0, 40);

export default function RowGroupingFromColumnMenu() {
  // No grouping model: open a column menu and choose "Group by …"
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} />
    </Box>
  );
}
