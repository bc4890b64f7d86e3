import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    // Not a field of the rows: aggregation reads the value computed by the valueGetter
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function AggregationValueGetter() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={ORDERS} columns={columns} initialState={{aggregation: {model: {total: 'sum'}}}} />
    </Box>
  );
}
