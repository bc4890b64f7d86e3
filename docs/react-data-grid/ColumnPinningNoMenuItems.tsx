import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const dateFormat = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium'});

// The pinned columns come first and last: with `disableColumnPinning`, the grid does not move them there.
const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: (value?: Date) => (value ? dateFormat.format(value) : ''),
  },
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function ColumnPinningNoMenuItems() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        rows={ORDERS.slice(0, 15)}
        columns={columns}
        // No pinning items in any column menu...
        disableColumnPinning
        // ...but the model still applies.
        initialState={{pinnedColumns: {left: ['id'], right: ['status']}}}
        hideFooter
      />
    </Box>
  );
}
