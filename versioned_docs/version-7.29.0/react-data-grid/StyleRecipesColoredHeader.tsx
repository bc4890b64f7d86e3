import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'id', headerName: 'ID', width: 80},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'stock', headerName: 'Stock', type: 'number', width: 110},
];

const rows = [
  {id: 1, product: 'Floor lamp', stock: 14},
  {id: 2, product: 'Bookshelf', stock: 6},
  {id: 3, product: 'Side table', stock: 22},
];

export default function StyleRecipesColoredHeader() {
  return (
    <Box sx={{height: 280, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          '--DataGrid-containerBackground': '#1e3a5f',
          '& .MuiDataGrid-columnHeader': {color: '#fff'},
          '& .MuiDataGrid-columnHeader .MuiSvgIcon-root': {color: '#fff'},
        }}
      />
    </Box>
  );
}
