import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridAutosizeOptions, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const dateFormat = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium'});

// No widths: every column starts at the default 100 pixels, then autosizing fits it to its content.
const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order'},
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    valueFormatter: (value?: Date) => (value ? dateFormat.format(value) : ''),
  },
  {field: 'customer', headerName: 'Customer'},
  {field: 'city', headerName: 'City'},
  {field: 'product', headerName: 'Product'},
  {field: 'quantity', headerName: 'Qty', type: 'number'},
  {field: 'status', headerName: 'Status'},
];

// Used by `autosizeOnMount` and by a double-click on a column separator.
const autosizeOptions: GridAutosizeOptions = {
  includeHeaders: true,
  includeOutliers: true,
};

export default function ColumnDimensionsAutosizeOnMount() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={ORDERS.slice(0, 20)}
        columns={columns}
        autosizeOnMount
        autosizeOptions={autosizeOptions}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
