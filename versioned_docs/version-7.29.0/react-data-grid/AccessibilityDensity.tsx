import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridDensity, GridToolbar} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'drug', headerName: 'Medication', width: 180},
  {field: 'dose', headerName: 'Dose', width: 120},
  {field: 'time', headerName: 'Time', width: 100},
];

const rows = [
  {id: 1, drug: 'Amoxicillin', dose: '500 mg', time: '08:00'},
  {id: 2, drug: 'Ibuprofen', dose: '200 mg', time: '12:00'},
  {id: 3, drug: 'Vitamin D', dose: '1000 IU', time: '20:00'},
];

export default function AccessibilityDensity() {
  // Store this value in user preferences to remember the choice
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Current density: {density}
      </Typography>
      <Box sx={{height: 360}}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          slots={{toolbar: GridToolbar}}
        />
      </Box>
    </Box>
  );
}
