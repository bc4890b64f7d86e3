import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, gridClasses, type GridColDef} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function ColumnPinningStyled() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        rows={ORDERS.slice(0, 15)}
        columns={columns}
        initialState={{pinnedColumns: {left: ['id'], right: ['total']}}}
        hideFooter
        sx={{
          // The edge between a pinned section and the scrolling columns.
          [`& .${gridClasses['cell--pinnedLeft']}.${gridClasses['cell--withRightBorder']}, & .${gridClasses['columnHeader--pinnedLeft']}`]:
            {borderRightWidth: 2, borderRightColor: 'primary.main'},
          [`& .${gridClasses['cell--pinnedRight']}.${gridClasses['cell--withLeftBorder']}, & .${gridClasses['columnHeader--pinnedRight']}`]:
            {borderLeftWidth: 2, borderLeftColor: 'primary.main'},
          [`& .${gridClasses['cell--pinnedLeft']}, & .${gridClasses['cell--pinnedRight']}`]: {fontWeight: 600},
          [`& .${gridClasses['columnHeader--pinnedLeft']}, & .${gridClasses['columnHeader--pinnedRight']}`]: {
            color: 'primary.main',
          },
        }}
      />
    </Box>
  );
}
