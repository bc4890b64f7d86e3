import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';

type Reading = {id: number; station: string; mon: number; tue: number; wed: number; thu: number; fri: number};

const rows: Reading[] = [
  {id: 1, station: 'North Pier', mon: 18, tue: 21, wed: 33, thu: 29, fri: 17},
  {id: 2, station: 'Old Town', mon: 24, tue: 36, wed: 41, thu: 27, fri: 22},
  {id: 3, station: 'Airport', mon: 31, tue: 28, wed: 19, thu: 15, fri: 35},
  {id: 4, station: 'University', mon: 12, tue: 14, wed: 22, thu: 38, fri: 26},
  {id: 5, station: 'Harbor', mon: 27, tue: 19, wed: 16, thu: 21, fri: 44},
];

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Reading>[] = [
  {field: 'station', headerName: 'Station', width: 140},
  ...DAYS.map((day) => ({field: day, headerName: day.toUpperCase(), type: 'number' as const, width: 80})),
];

// One function for the cells of every column: only numbers above the limit get a class.
const getCellClassName = (params: GridCellParams<Reading>) =>
  typeof params.value === 'number' && params.value > 30 ? 'over-limit' : '';

export default function StyleGetCellClassName() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .over-limit': {color: 'error.main', fontWeight: 700, textDecoration: 'underline dotted'},
      }}
    >
      <DataGrid rows={rows} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
