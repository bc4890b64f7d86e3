import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function StyleToolbar() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* `label` names the grid for screen readers and, with the default toolbar, shows as its title */}
      <DataGrid
        label="Orders of the quarter"
        rows={ORDERS}
        columns={columns}
        showToolbar
        sx={{
          [`& .${gridClasses.toolbar}`]: {bgcolor: 'primary.main', color: 'primary.contrastText', px: 2},
          [`& .${gridClasses.toolbarLabel}`]: {fontWeight: 700, letterSpacing: 0.5},
          // The buttons of the toolbar inherit the text color of the band
          [`& .${gridClasses.toolbar} .MuiIconButton-root`]: {color: 'inherit'},
          [`& .${gridClasses.toolbarDivider}`]: {borderColor: 'rgba(255, 255, 255, 0.4)'},
        }}
      />
    </Box>
  );
}
