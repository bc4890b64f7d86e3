import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridExpandedSortedRowIndexLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// The position of the row among the filtered, sorted rows of every page, plus one.
function RowNumberCell({id}: GridRenderCellParams<Order>) {
  const apiRef = useGridApiContext();
  const positions = useGridSelector(apiRef, gridExpandedSortedRowIndexLookupSelector);
  return positions[id] === undefined ? null : positions[id] + 1;
}

const columns: GridColDef<Order>[] = [
  {
    field: 'rowNumber',
    headerName: '#',
    width: 70,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    disableExport: true,
    renderCell: (params) => <RowNumberCell {...params} />,
  },
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function RowRecipesRowNumbers() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
