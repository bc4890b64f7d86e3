import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

// Each key is a part of the grid; each value, a class added next to the default `MuiDataGrid-*` class.
// With CSS Modules, the values would be `styles.header`, `styles.cell`...
const classes = {
  columnHeader: 'orders-header',
  cell: 'orders-cell',
  row: 'orders-row',
  footerContainer: 'orders-footer',
};

// Stands in for a stylesheet of your own: any CSS that targets those class names works.
const stylesheet = {
  '& .orders-header': {textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '0.75rem'},
  '& .orders-cell': {fontVariantNumeric: 'tabular-nums'},
  '& .orders-row:hover': {boxShadow: 'inset 3px 0 0 #1976d2'},
  '& .orders-footer': {minHeight: 44, fontSize: '0.8125rem'},
};

export default function StyleClassesProp() {
  return (
    <Box sx={{height: 400, width: '100%', ...stylesheet}}>
      <DataGrid rows={ORDERS.slice(0, 20)} columns={columns} classes={classes} checkboxSelection />
    </Box>
  );
}
