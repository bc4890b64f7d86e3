import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'location', headerName: 'Location', width: 140},
];

const rows = [
  {id: 1, name: 'Ines Duarte', team: 'Platform', location: 'Porto'},
  {id: 2, name: 'Tomasz Nowak', team: 'Mobile', location: 'Wrocław'},
  {id: 3, name: 'Grace Mwangi', team: 'Data', location: 'Nairobi'},
];

export default function AccessibilityLabelledGrid() {
  return (
    <Box component="section" sx={{width: '100%'}}>
      <Typography id="accessibility-employees-title" variant="h6" component="h3" sx={{mb: 1}}>
        Employees
      </Typography>
      <Box sx={{height: 300}}>
        <DataGrid
          rows={rows}
          columns={columns}
          // In 7.29, role="grid" is on the `main` slot: label that element
          slotProps={{main: {'aria-labelledby': 'accessibility-employees-title'}}}
        />
      </Box>
    </Box>
  );
}
