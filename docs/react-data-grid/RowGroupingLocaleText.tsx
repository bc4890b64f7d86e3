import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridLocaleText} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// The texts of the grouping column and of the column menu entries
const localeText: Partial<GridLocaleText> = {
  groupingColumnHeaderName: 'Breakdown',
  groupColumn: (name) => `Break down by ${name.toLowerCase()}`,
  unGroupColumn: (name) => `Remove the ${name.toLowerCase()} breakdown`,
};

export default function RowGroupingLocaleText() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        localeText={localeText}
        initialState={{rowGrouping: {model: ['category', 'country']}}}
      />
    </Box>
  );
}
