import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarQuickFilter,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

function OrdersToolbar() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <GridToolbarContainer sx={{px: 1, py: 1, gap: 2}}>
      <GridToolbarQuickFilter placeholder="Customer, product, city…" debounceMs={300} sx={{flex: 1, maxWidth: 360}} />
      <Typography variant="body2" color="text.secondary">
        {matching} of {ORDERS.length} orders
      </Typography>
      <Box sx={{flex: 1}} />
      <GridToolbarExport />
    </GridToolbarContainer>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 110},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 110},
];

export default function QuickFilterCustomToolbar() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid rows={ORDERS} columns={columns} slots={{toolbar: OrdersToolbar}} />
    </Box>
  );
}
