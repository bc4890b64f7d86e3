import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// `applySorting: true` hands `apply` the values in the grid's current sort order
const first: GridAggregationFunction<string, string | null> = {
  label: 'first',
  applySorting: true,
  apply: ({values}) => values.find((value) => value != null) ?? null,
};

const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, first};

const day = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', year: 'numeric'});

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 150},
  {
    field: 'date',
    headerName: 'Ordered',
    type: 'date',
    width: 140,
    valueFormatter: (value?: Date) => (value ? day.format(value) : ''),
  },
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
];

export default function AggregationFirstInSortOrder() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: {model: ['customer']},
          columns: {columnVisibilityModel: {customer: false}},
          aggregation: {model: {product: 'first', quantity: 'sum'}},
          sorting: {sortModel: [{field: 'date', sort: 'asc'}]},
        }}
      />
    </Box>
  );
}
