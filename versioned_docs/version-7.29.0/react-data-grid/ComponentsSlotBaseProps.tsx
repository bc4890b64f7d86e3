import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef, type GridSlotsComponentsProps} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

// One place to restyle the Material UI components used inside the grid's panels, menus and cells.
const slotProps: GridSlotsComponentsProps = {
  baseCheckbox: {color: 'secondary', size: 'small'},
  baseButton: {color: 'secondary'},
  baseTextField: {variant: 'outlined', size: 'small'},
  baseSelect: {size: 'small'},
  baseTooltip: {placement: 'top', arrow: true},
  toolbar: {showQuickFilter: true},
};

export default function ComponentsSlotBaseProps() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={ORDERS.slice(0, 20)}
        columns={columns}
        checkboxSelection
        slots={{toolbar: GridToolbar}}
        slotProps={slotProps}
        initialState={{filter: {filterModel: {items: [{field: 'status', operator: 'equals', value: 'Delivered'}]}}}}
        hideFooter
      />
    </Box>
  );
}
