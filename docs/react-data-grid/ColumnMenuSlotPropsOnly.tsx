import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'status', headerName: 'Status', width: 120},
];

// No custom component: the default menu takes `slots` and `slotProps` of its own.
const slotProps = {
  columnMenu: {
    slots: {
      // Remove "Hide column" and "Manage columns".
      columnMenuColumnsItem: null,
    },
    slotProps: {
      // Put the filter item first (the sort items have 10).
      columnMenuFilterItem: {displayOrder: 0},
    },
  },
};

export default function ColumnMenuSlotPropsOnly() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={ORDERS.slice(0, 12)} columns={columns} slotProps={slotProps} hideFooter />
    </Box>
  );
}
