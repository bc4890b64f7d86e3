import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, code: 'AB-204', product: 'Bike helmet', internalNotes: 'Supplier AB is late'},
  {id: 2, code: 'CD-118', product: 'Bike light', internalNotes: 'Ask about AB pricing'},
  {id: 3, code: 'AB-377', product: 'Water bottle', internalNotes: 'Bestseller'},
  {id: 4, code: 'EF-052', product: 'Saddle bag', internalNotes: 'New in spring'},
];

const columns: GridColDef[] = [
  {
    field: 'code',
    headerName: 'Code (prefix match)',
    width: 180,
    // Only match codes that start with the search value.
    getApplyQuickFilterFn: (searchValue: string) => {
      if (!searchValue) {
        return null;
      }
      return (value) =>
        String(value ?? '')
          .toLowerCase()
          .startsWith(searchValue.toLowerCase());
    },
  },
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 140},
  {
    field: 'internalNotes',
    headerName: 'Notes (never searched)',
    width: 210,
    getApplyQuickFilterFn: () => null,
  },
];

export default function QuickFilterCustomMatch() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      {/* "ab" matches AB-204 and AB-377, not the notes that mention AB. */}
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['ab']}}}}
      />
    </Box>
  );
}
