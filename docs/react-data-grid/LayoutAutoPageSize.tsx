import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const stations = ['North Pier', 'Old Town', 'Airport', 'University', 'Harbor', 'Central Park'];

// 60 hourly readings, computed from the index so the data is the same on every render.
const rows = Array.from({length: 60}, (_, index) => ({
  id: index + 1,
  station: stations[index % stations.length],
  hour: `${String(index % 24).padStart(2, '0')}:00`,
  temperature: Math.round((12 + 6 * Math.sin(index / 4) + (index % 5) * 0.3) * 10) / 10,
}));

const columns: GridColDef[] = [
  {field: 'station', headerName: 'Station', flex: 1},
  {field: 'hour', headerName: 'Hour', width: 100},
  {field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160},
];

export default function LayoutAutoPageSize() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
