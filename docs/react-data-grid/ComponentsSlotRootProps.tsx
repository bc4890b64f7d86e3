import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  FilterPanelTrigger,
  GridFilterListIcon,
  Toolbar,
  ToolbarButton,
  gridSortModelSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Drawn with the grid's own base button, so it follows `slots.baseButton` and `slotProps.baseButton`.
function ClearSortButton() {
  const apiRef = useGridApiContext();
  const rootProps = useGridRootProps();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);

  return (
    <rootProps.slots.baseButton
      size="small"
      disabled={sortModel.length === 0}
      onClick={() => apiRef.current.setSortModel([])}
      {...rootProps.slotProps?.baseButton}
    >
      Clear sort ({sortModel.length})
    </rootProps.slots.baseButton>
  );
}

function OrdersToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <GridFilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <ClearSortButton />
    </Toolbar>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function ComponentsSlotRootProps() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={ORDERS.slice(0, 20)}
        columns={columns}
        showToolbar
        slots={{toolbar: OrdersToolbar}}
        // Applies to the custom button and to the buttons of the filter panel alike.
        slotProps={{baseButton: {material: {variant: 'outlined'}}}}
        initialState={{sorting: {sortModel: [{field: 'quantity', sort: 'desc'}]}}}
        hideFooter
      />
    </Box>
  );
}
