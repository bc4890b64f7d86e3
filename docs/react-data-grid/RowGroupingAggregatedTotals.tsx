import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const day = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric'});

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'date',
    headerName: 'Last order',
    type: 'date',
    width: 130,
    valueFormatter: (value?: Date) => (value ? day.format(value) : ''),
  },
];

export default function RowGroupingAggregatedTotals() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        groupingColDef={{width: 250}}
        initialState={{
          rowGrouping: {model: ['category', 'product']},
          columns: {columnVisibilityModel: {category: false, product: false}},
          // Each group row shows the totals of its own orders; the footer shows the grand total
          aggregation: {model: {quantity: 'sum', revenue: 'sum', date: 'max'}},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
