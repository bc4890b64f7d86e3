import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const products = ['Desk lamp', 'Office chair', 'Monitor arm', 'Standing desk', 'Keyboard', 'Webcam'];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'ID', width: 80},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'stock', headerName: 'In stock', type: 'number', width: 110},
];

const rows = Array.from({length: 60}, (_, index) => ({
  id: index + 1,
  product: products[index % products.length],
  stock: (index * 37) % 120,
}));

export default function PaginationInitialState() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{pagination: {paginationModel: {pageSize: 10, page: 1}}}}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
