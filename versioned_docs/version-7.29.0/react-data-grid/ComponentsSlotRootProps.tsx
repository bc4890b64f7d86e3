import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarFilterButton,
  gridSortModelSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// A toolbar button drawn with the grid's own base button, so it follows `slots.baseButton` and `slotProps.baseButton`.
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

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
      <ClearSortButton />
    </GridToolbarContainer>
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
        slots={{toolbar: Toolbar}}
        // Applies to the filter and density buttons and to the custom one alike.
        slotProps={{baseButton: {variant: 'outlined'}}}
        initialState={{sorting: {sortModel: [{field: 'quantity', sort: 'desc'}]}}}
        hideFooter
      />
    </Box>
  );
}
