import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridSlotsComponentsProps} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

// One place to restyle the components used inside the grid's panels, menus, and cells.
// Props the grid knows go at the top level; Material UI-only props go under `material`.
const slotProps: GridSlotsComponentsProps = {
  baseCheckbox: {size: 'small', material: {color: 'secondary'}},
  baseButton: {material: {color: 'secondary'}},
  baseTextField: {size: 'small', material: {variant: 'filled'}},
  baseSelect: {size: 'small'},
  baseTooltip: {material: {placement: 'top', arrow: true}},
};

export default function ComponentsSlotBaseProps() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={ORDERS.slice(0, 20)}
        columns={columns}
        checkboxSelection
        showToolbar
        slotProps={slotProps}
        initialState={{filter: {filterModel: {items: [{field: 'status', operator: 'equals', value: 'Delivered'}]}}}}
        hideFooter
      />
    </Box>
  );
}
