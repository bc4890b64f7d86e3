import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'sensor', headerName: 'Sensor', width: 140},
  {field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160},
];

const rows = Array.from({length: 50}, (_, index) => ({
  id: index + 1,
  sensor: `Sensor ${index + 1}`,
  temperature: 18 + ((index * 7) % 90) / 10,
}));

export default function PaginationAutoPageSize() {
  // The page size follows the 400px height: no vertical scrollbar
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
