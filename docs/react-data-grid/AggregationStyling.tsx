import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_ROOT_FOOTER_ROW_ID,
  gridClasses,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 110},
];

export default function AggregationStyling() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['category']},
          aggregation: {model: {quantity: 'sum'}},
        }}
        // A footer row under every group, and one for the whole data set
        getAggregationPosition={() => 'footer'}
        defaultGroupingExpansionDepth={1}
        // The grand total row has a fixed id
        getRowClassName={(params) => (params.id === GRID_AGGREGATION_ROOT_FOOTER_ROW_ID ? 'grand-total' : '')}
        sx={{
          // Footer cells of the groups and of the grand total
          [`& .${gridClasses.footerCell}`]: {color: 'success.dark', fontWeight: 700},
          // The function name under the column title
          [`& .${gridClasses.aggregationColumnHeaderLabel}`]: {color: 'success.main', textTransform: 'uppercase'},
          '& .grand-total': {bgcolor: 'action.selected'},
        }}
      />
    </Box>
  );
}
