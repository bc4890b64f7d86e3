import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Title', width: 220},
  {field: 'status', headerName: 'Status', width: 140},
];

const rows = [
  {id: 1, title: 'Quarterly report', status: 'Draft'},
  {id: 2, title: 'Hiring plan', status: 'In review'},
  {id: 3, title: 'Travel policy', status: 'Published'},
];

export default function LocalizationCustomTexts() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        localeText={{
          toolbarQuickFilterPlaceholder: 'Find a document…',
          // The tooltip of the export button.
          toolbarExport: 'Download',
          footerRowSelected: (count) => `${count.toLocaleString()} document(s) picked`,
          paginationRowsPerPage: 'Per page',
        }}
      />
    </Box>
  );
}
