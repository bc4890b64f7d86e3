import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 70},
  {
    // Not a field of the rows: the filter tests the number returned by valueGetter.
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

export default function FilteringComputedValues() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        showToolbar
        initialState={{filter: {filterModel: {items: [{field: 'total', operator: '>=', value: 5000}]}}}}
      />
    </Box>
  );
}
