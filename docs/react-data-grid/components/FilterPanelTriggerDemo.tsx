import * as React from 'react';
import Box from '@mui/material/Box';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {DataGrid, FilterPanelTrigger, Toolbar, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 180},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Delivered', 'Shipped', 'Processing', 'Cancelled'],
    width: 130,
  },
];

function FiltersToolbar() {
  return (
    <Toolbar style={{justifyContent: 'flex-start'}}>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" color={state.filterCount > 0 ? 'primary' : 'inherit'}>
            <Badge badgeContent={state.filterCount} color="primary" sx={{mr: 1.5}}>
              <FilterListIcon fontSize="small" />
            </Badge>
            {state.open ? 'Hide filters' : 'Show filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelTriggerDemo() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        slots={{toolbar: FiltersToolbar}}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'status', operator: 'is', value: 'Processing'}]}},
        }}
      />
    </Box>
  );
}
