import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, station: 'Harbor', pm25: 12.4, no2: 21, status: 'Good'},
  {id: 2, station: 'Old Town', pm25: 18.9, no2: 34, status: 'Moderate'},
  {id: 3, station: 'Airport', pm25: 25.1, no2: 48, status: 'Moderate'},
  {id: 4, station: 'University', pm25: 8.7, no2: 15, status: 'Good'},
  {id: 5, station: 'Industrial Park', pm25: 41.3, no2: 62, status: 'Unhealthy'},
];

const columns: GridColDef[] = [
  {field: 'station', headerName: 'Station', flex: 1, minWidth: 150},
  {field: 'pm25', headerName: 'PM2.5 (µg/m³)', type: 'number', width: 140},
  {field: 'no2', headerName: 'NO₂ (µg/m³)', type: 'number', width: 130},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function RowHeightDensity() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      {/* Use the density button of the toolbar: 40 pixels are scaled by 0.7, 1, or 1.3. */}
      <DataGrid rows={rows} columns={columns} rowHeight={40} density="compact" slots={{toolbar: GridToolbar}} />
    </Box>
  );
}
