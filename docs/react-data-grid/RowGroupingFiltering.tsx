import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingFiltering() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        showToolbar
        initialState={{
          rowGrouping: {model: ['country']},
          columns: {columnVisibilityModel: {country: false}},
          // Countries without a cancelled order disappear; the counts only include matching rows
          filter: {filterModel: {items: [{field: 'status', operator: 'equals', value: 'Cancelled'}]}},
        }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
