import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

type Line = {quantity: number; unitPrice: number};

// The average price of a unit sold: a plain average of unitPrice would ignore the quantities
const weightedAvgPrice: GridAggregationFunction<Line, number | null> = {
  label: 'per unit sold',
  columnTypes: ['number'],
  getCellValue: ({row}) => ({quantity: row.quantity, unitPrice: row.unitPrice}),
  apply: ({values}) => {
    let units = 0;
    let revenue = 0;
    values.forEach((line) => {
      if (line) {
        units += line.quantity;
        revenue += line.quantity * line.unitPrice;
      }
    });
    return units === 0 ? null : revenue / units;
  },
};

const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, weightedAvgPrice};

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function AggregationMultipleFields() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{aggregation: {model: {quantity: 'sum', unitPrice: 'weightedAvgPrice'}}}}
      />
    </Box>
  );
}
