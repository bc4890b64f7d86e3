import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {
    id: 1,
    title: 'Checkout times out',
    summary: 'Customers paying with a saved card see a spinner for 30 seconds, then an error.',
  },
  {
    id: 2,
    title: 'Export misses rows',
    summary:
      'The CSV export of the orders page only contains the rows of the current page instead of all the filtered rows. ' +
      'Support asked for a fix before the end of the quarter, because finance relies on this file for the monthly report.',
  },
  {id: 3, title: 'Typo in footer', summary: 'The word "privacy" is misspelled.'},
  {
    id: 4,
    title: 'Dark mode contrast',
    summary:
      'Secondary text in dark mode fails the WCAG AA contrast ratio on the settings page and in the notification panel.',
  },
];

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Title', width: 180},
  {field: 'summary', headerName: 'Summary', flex: 1, minWidth: 200},
];

export default function RowHeightAuto() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 100}
        hideFooter
        sx={{'& .MuiDataGrid-cell': {py: 1}}}
      />
    </Box>
  );
}
