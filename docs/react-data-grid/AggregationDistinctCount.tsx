import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Counts different values; works on any column type since `columnTypes` is not set
const distinct: GridAggregationFunction<unknown, number> = {
  label: 'distinct',
  apply: ({values}) => new Set(values.filter((value) => value != null)).size,
  // The result is a count, not a customer or a product
  hasCellUnit: false,
  valueFormatter: (value?: number) => (value == null ? '' : `${value} different`),
};

const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, distinct};

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
];

export default function AggregationDistinctCount() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: {model: {customer: 'distinct', product: 'distinct', country: 'distinct', quantity: 'sum'}},
        }}
      />
    </Box>
  );
}
