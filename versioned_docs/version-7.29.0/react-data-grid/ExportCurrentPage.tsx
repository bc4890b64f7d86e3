import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridCsvExportOptions,
  GridToolbar,
  gridPaginatedVisibleSortedGridRowIdsSelector,
} from '@mui/x-data-grid';

const csvOptions: GridCsvExportOptions = {
  fileName: 'current-page',
  getRowsToExport: ({apiRef}) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
};

const columns: GridColDef[] = [
  {field: 'sku', headerName: 'SKU', width: 120},
  {field: 'price', headerName: 'Price ($)', type: 'number', width: 120},
];

const rows = Array.from({length: 50}, (_, index) => ({
  id: index + 1,
  sku: `SKU-${1000 + index * 7}`,
  price: 5 + ((index * 31) % 95),
}));

export default function ExportCurrentPage() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
        slots={{toolbar: GridToolbar}}
        slotProps={{toolbar: {csvOptions, printOptions: {disableToolbarButton: true}}}}
      />
    </Box>
  );
}
