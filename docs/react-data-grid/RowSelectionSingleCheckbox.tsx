import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {PRODUCTS} from '@site/src/demo-data/orders';

type Plan = {id: string; name: string; category: string; unitPrice: number};

const rows: Plan[] = PRODUCTS.slice(0, 8).map((product) => ({id: product.name, ...product}));

const columns: GridColDef<Plan>[] = [
  {field: 'name', headerName: 'Product', width: 200},
  {field: 'category', headerName: 'Category', width: 140},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110},
];

// Checkboxes, but only one row at a time: selecting a row clears the previous one
export default function RowSelectionSingleCheckbox() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection disableMultipleRowSelection hideFooter />
    </Box>
  );
}
