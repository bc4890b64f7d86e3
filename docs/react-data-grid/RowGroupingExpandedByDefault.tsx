import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type DataGridPremiumProps, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'status', headerName: 'Status', width: 130},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// Orders that need attention start open; delivered and shipped ones stay collapsed
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'status' && (node.groupingKey === 'Processing' || node.groupingKey === 'Cancelled');

export default function RowGroupingExpandedByDefault() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{
          rowGrouping: {model: ['status']},
          columns: {columnVisibilityModel: {status: false}},
        }}
      />
    </Box>
  );
}
