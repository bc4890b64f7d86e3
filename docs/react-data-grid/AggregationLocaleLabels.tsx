import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridLocaleText} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Labels of the built-in functions, in the headers and in the column menu
const localeText: Partial<GridLocaleText> = {
  aggregationMenuItemHeader: 'Summary',
  aggregationFunctionLabelSum: 'total',
  aggregationFunctionLabelAvg: 'average',
  aggregationFunctionLabelMin: 'lowest',
  aggregationFunctionLabelMax: 'highest',
  aggregationFunctionLabelSize: 'count',
};

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 140},
];

export default function AggregationLocaleLabels() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        localeText={localeText}
        initialState={{aggregation: {model: {customer: 'size', quantity: 'sum', unitPrice: 'max'}}}}
      />
    </Box>
  );
}
