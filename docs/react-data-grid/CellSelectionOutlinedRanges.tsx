import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, gridClasses} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 140},
  {field: 'jan', headerName: 'Jan (°C)', type: 'number', width: 100},
  {field: 'apr', headerName: 'Apr (°C)', type: 'number', width: 100},
  {field: 'jul', headerName: 'Jul (°C)', type: 'number', width: 100},
  {field: 'oct', headerName: 'Oct (°C)', type: 'number', width: 100},
];

const rows = [
  {id: 1, city: 'Reykjavík', jan: -0.5, apr: 3.1, jul: 11.4, oct: 4.5},
  {id: 2, city: 'Madrid', jan: 6.3, apr: 12.9, jul: 25.6, oct: 15.7},
  {id: 3, city: 'Cairo', jan: 14.0, apr: 21.9, jul: 28.3, oct: 24.0},
  {id: 4, city: 'Sydney', jan: 23.5, apr: 19.6, jul: 13.1, oct: 18.8},
];

const edge = '2px solid #1976d2';

export default function CellSelectionOutlinedRanges() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{cellSelection: {2: {apr: true, jul: true}, 3: {apr: true, jul: true}}}}
        sx={{
          [`& .${gridClasses['cell--rangeTop']}`]: {borderTop: edge},
          [`& .${gridClasses['cell--rangeBottom']}`]: {borderBottom: edge},
          [`& .${gridClasses['cell--rangeLeft']}`]: {borderLeft: edge},
          [`& .${gridClasses['cell--rangeRight']}`]: {borderRight: edge},
        }}
      />
    </Box>
  );
}
