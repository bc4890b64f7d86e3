import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  type GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Numbered page buttons instead of "Rows per page" and arrows
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      // The grid's page is zero-based, Material UI's Pagination is one-based
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{mx: 1}}
    />
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
];

export default function PaginationCustomComponent() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        slots={{pagination: NumberedPagination}}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
