import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'id', headerName: 'Order #', type: 'number', width: 100},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {field: 'status', headerName: 'Status', width: 130},
];

export default function RowGroupingPinnedColumn() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['country']},
          columns: {columnVisibilityModel: {country: false}},
          // The grouping column stays visible while scrolling horizontally
          pinnedColumns: {left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD]},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
