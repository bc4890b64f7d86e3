import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, GridOverlay, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, product: 'Standing desk', category: 'Furniture', stock: 14, price: 549},
  {id: 2, product: 'Ergonomic chair', category: 'Furniture', stock: 32, price: 389},
  {id: 3, product: 'Monitor arm', category: 'Accessories', stock: 75, price: 119},
  {id: 4, product: 'USB-C dock', category: 'Electronics', stock: 0, price: 229},
  {id: 5, product: 'Desk lamp', category: 'Lighting', stock: 48, price: 69},
  {id: 6, product: '27" monitor', category: 'Electronics', stock: 9, price: 329},
];

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'stock', headerName: 'Stock', type: 'number', width: 90},
  {field: 'price', headerName: 'Price ($)', type: 'number', width: 100},
];

// Replaces the default "No results found." overlay shown when the filters match no row.
function NoMatchingProducts() {
  return (
    <GridOverlay>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        No product matches your search. Try another name or category.
      </Typography>
    </GridOverlay>
  );
}

export default function SlotsDataGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{noResultsOverlay: NoMatchingProducts}}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: {debounceMs: 300},
            csvOptions: {fileName: 'inventory'},
          },
        }}
      />
    </Box>
  );
}
