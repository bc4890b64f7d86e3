import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  // Names read best from A to Z: this column keeps the default cycle.
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, sortingOrder: ['asc', 'desc', null]},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

export default function SortingGlobalOrder() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* Every other column starts with the highest value and never goes back to unsorted. */}
      <DataGrid rows={ORDERS} columns={columns} sortingOrder={['desc', 'asc']} />
    </Box>
  );
}
