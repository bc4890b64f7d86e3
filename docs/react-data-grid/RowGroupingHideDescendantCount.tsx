import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  // `size` counts the rows: shown in its own column instead of after the group name
  {field: 'id', headerName: 'Orders', type: 'number', width: 110},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
];

export default function RowGroupingHideDescendantCount() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        groupingColDef={{headerName: 'Product line', hideDescendantCount: true, width: 200}}
        initialState={{
          rowGrouping: {model: ['category']},
          aggregation: {model: {id: 'size', quantity: 'sum'}},
          columns: {columnVisibilityModel: {category: false}},
        }}
      />
    </Box>
  );
}
