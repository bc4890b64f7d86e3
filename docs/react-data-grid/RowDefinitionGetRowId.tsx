import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowIdGetter} from '@mui/x-data-grid';

type Product = {sku: string; name: string; stock: number};

// These rows have no `id` property: the SKU is their natural key.
const rows: Product[] = [
  {sku: 'CHR-OAK-01', name: 'Oak dining chair', stock: 24},
  {sku: 'TBL-WAL-02', name: 'Walnut side table', stock: 9},
  {sku: 'LMP-BRS-03', name: 'Brass floor lamp', stock: 15},
  {sku: 'SHF-PIN-04', name: 'Pine wall shelf', stock: 41},
];

const columns: GridColDef<Product>[] = [
  {field: 'sku', headerName: 'SKU', width: 140},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 180},
  {field: 'stock', headerName: 'In stock', type: 'number', width: 110},
];

// Defined outside the component, so its reference never changes.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} checkboxSelection hideFooter />
    </Box>
  );
}
