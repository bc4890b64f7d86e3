import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridDownloadIcon,
  Toolbar,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  type GridColDef,
  type GridCsvExportOptions,
  type GridPrintExportOptions,
} from '@mui/x-data-grid';

const pageOnly = {
  getRowsToExport: ({apiRef}) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
} satisfies Pick<GridCsvExportOptions, 'getRowsToExport'>;

const csvOptions: GridCsvExportOptions = {...pageOnly, fileName: 'current-page'};
const printOptions: GridPrintExportOptions = {...pageOnly, hideToolbar: true};

// Each component renders a button (the `baseButton` slot) that runs its export with the given options.
function PageExportToolbar() {
  return (
    <Toolbar>
      <ExportCsv size="small" startIcon={<GridDownloadIcon fontSize="small" />} options={csvOptions}>
        Page as CSV
      </ExportCsv>
      <ExportPrint size="small" options={printOptions}>
        Print page
      </ExportPrint>
    </Toolbar>
  );
}

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
        showToolbar
        slots={{toolbar: PageExportToolbar}}
      />
    </Box>
  );
}
