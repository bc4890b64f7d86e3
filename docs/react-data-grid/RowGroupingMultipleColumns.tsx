import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingMultipleColumns() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        rowGroupingColumnMode="multiple"
        initialState={{
          rowGrouping: {model: ['country', 'category']},
          columns: {columnVisibilityModel: {country: false, category: false}},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
