import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import materialPackage from '@mui/material/package.json';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import dataGridPackage from '@mui/x-data-grid/package.json';

// 1. Keep only the rows and columns needed to show the problem.
const rows = [
  {id: 1, city: 'Lisbon', temperature: 21.5},
  {id: 2, city: 'Oslo', temperature: 8.25},
  {id: 3, city: 'Nairobi', temperature: 24},
];

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 140},
  {field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170},
];

export default function SupportReproductionTemplate() {
  return (
    <Box sx={{width: '100%'}}>
      {/* 2. Paste this line into the issue: the versions the sandbox really runs. */}
      <Typography variant="body2" component="p" sx={{mb: 1, fontFamily: 'monospace'}}>
        react {React.version} · @mui/material {materialPackage.version} · @mui/x-data-grid {dataGridPackage.version}
      </Typography>
      {/* 3. Add the one prop or interaction that triggers the bug, and describe the expected result. */}
      <Box sx={{height: 220}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
