import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const dateFormat = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium'});

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'No.', width: 70},
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueFormatter: (value?: Date) => (value ? dateFormat.format(value) : ''),
  },
  {field: 'customer', headerName: 'Name', width: 150},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 70},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {groupId: 'order', headerName: 'Order', headerAlign: 'center', children: [{field: 'id'}, {field: 'date'}]},
  {
    groupId: 'customer',
    headerName: 'Customer',
    headerAlign: 'center',
    description: 'The company that placed the order',
    children: [{field: 'customer'}, {field: 'country'}],
  },
  {
    groupId: 'line',
    headerName: 'Order line',
    headerAlign: 'center',
    description: 'One product per order in this shop',
    children: [{field: 'product'}, {field: 'quantity'}, {field: 'unitPrice'}],
  },
];

export default function ColumnGroupsHeaderOptions() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={ORDERS.slice(0, 12)}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        // A lower row for the groups than for the column headers (56 pixels by default).
        columnGroupHeaderHeight={36}
        showColumnVerticalBorder
        density="compact"
        hideFooter
      />
    </Box>
  );
}
