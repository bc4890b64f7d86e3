import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const day = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', year: 'numeric'});

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'date',
    headerName: 'Ordered',
    type: 'date',
    width: 140,
    valueFormatter: (value?: Date) => (value ? day.format(value) : ''),
  },
  {field: 'status', headerName: 'Status', width: 120},
];

export default function AggregationBuiltInFunctions() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        initialState={{
          // One built-in function per column; open a column menu to pick another one
          aggregation: {model: {quantity: 'sum', unitPrice: 'avg', date: 'min', customer: 'size'}},
        }}
      />
    </Box>
  );
}
