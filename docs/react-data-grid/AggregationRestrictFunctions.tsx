import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  // An identifier: summing or averaging it means nothing
  {field: 'id', headerName: 'Order #', type: 'number', width: 100, aggregable: false},
  {field: 'product', headerName: 'Product', width: 170},
  // Only a total makes sense for units
  {field: 'quantity', headerName: 'Units', type: 'number', width: 110, availableAggregationFunctions: ['sum']},
  // Prices can be compared, not added up
  {
    field: 'unitPrice',
    headerName: 'Unit price ($)',
    type: 'number',
    width: 140,
    availableAggregationFunctions: ['min', 'max', 'avg'],
  },
];

export default function AggregationRestrictFunctions() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        initialState={{aggregation: {model: {quantity: 'sum', unitPrice: 'max'}}}}
      />
    </Box>
  );
}
