import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const day = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', year: 'numeric'});

const STATUS_COLORS = {
  Delivered: 'success',
  Shipped: 'info',
  Processing: 'warning',
  Cancelled: 'default',
} as const;

// v7 signatures: the value comes first, then the row; no params object.
const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 130, valueFormatter: (value: Date) => day.format(value)},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 70},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // Cells are blocks in v7: `display: 'flex'` centers the chip vertically.
    display: 'flex',
    renderCell: ({row}) => (
      <Chip size="small" variant="outlined" label={row.status} color={STATUS_COLORS[row.status]} />
    ),
  },
];

const rows = ORDERS.slice(0, 40);

export default function MigrationDataGridV7Columns() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'total', sort: 'desc'}]}}}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
