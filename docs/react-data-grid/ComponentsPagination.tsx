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

function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  return (
    <Pagination
      color="primary"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
    />
  );
}

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Invoice', width: 120},
  {field: 'amount', headerName: 'Amount ($)', type: 'number', width: 140},
];

const rows = Array.from({length: 80}, (_, index) => ({id: 3001 + index, amount: 40 + ((index * 71) % 600)}));

export default function ComponentsPagination() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10]}
        slots={{pagination: NumberedPagination}}
      />
    </Box>
  );
}
