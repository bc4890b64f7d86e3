import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowIdGetter} from '@mui/x-data-grid';

type Product = {sku: string; name: string; price: number};

// No `id` field: the SKU identifies each product
const products: Product[] = [
  {sku: 'TEA-GRN-100', name: 'Green tea, 100 g', price: 6.5},
  {sku: 'TEA-BLK-250', name: 'Black tea, 250 g', price: 9.9},
  {sku: 'CUP-CER-01', name: 'Ceramic cup', price: 12},
  {sku: 'POT-GLS-02', name: 'Glass teapot', price: 34},
];

// Defined outside the component, so its identity is stable
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

const columns: GridColDef<Product>[] = [
  {field: 'sku', headerName: 'SKU', width: 150},
  {field: 'name', headerName: 'Name', width: 200},
  {field: 'price', headerName: 'Price ($)', type: 'number', width: 110},
];

export default function FaqGetRowId() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={products} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
