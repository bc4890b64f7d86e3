import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingSorting() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['country']},
          columns: {columnVisibilityModel: {country: false}},
          // Countries from Z to A, then the orders of each country by quantity
          sorting: {
            sortModel: [
              {field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc'},
              {field: 'quantity', sort: 'desc'},
            ],
          },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
