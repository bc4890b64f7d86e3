import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, sku: 'BK-1042', name: 'Hardcover notebook', ytd: 18450, avgDailyUnitsSoldLastQuarter: 31},
  {id: 2, sku: 'PN-2210', name: 'Fountain pen', ytd: 9320, avgDailyUnitsSoldLastQuarter: 12},
  {id: 3, sku: 'DK-0077', name: 'Desk organizer', ytd: 6100, avgDailyUnitsSoldLastQuarter: 7},
];

const columns: GridColDef[] = [
  // Hover the headers: `description` shows a tooltip with the full meaning.
  {field: 'sku', headerName: 'SKU', description: 'Stock keeping unit', width: 110},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'ytd', headerName: 'YTD', description: 'Revenue since January 1, in US dollars', type: 'number'},
  {
    field: 'avgDailyUnitsSoldLastQuarter',
    // This long title is truncated; the grid shows it in a tooltip on hover.
    headerName: 'Average daily units sold last quarter',
    type: 'number',
    width: 160,
  },
];

export default function ColumnHeaderDescription() {
  return (
    <Box sx={{height: 260, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
