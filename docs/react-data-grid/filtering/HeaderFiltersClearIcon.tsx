import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'country', headerName: 'Country', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 120},
];

export default function HeaderFiltersClearIcon() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* The v7 clear button inside each filled cell; v8 otherwise offers "Clear filter" in the operator menu. */}
      <DataGridPro
        rows={ORDERS}
        columns={columns}
        headerFilters
        slotProps={{headerFilterCell: {showClearIcon: true}}}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 1, field: 'country', operator: 'contains', value: 'an'},
                {id: 2, field: 'quantity', operator: '>=', value: 3},
              ],
            },
          },
        }}
      />
    </Box>
  );
}
