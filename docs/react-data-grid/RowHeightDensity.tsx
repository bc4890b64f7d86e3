import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef, type GridDensity, type GridRowsProp} from '@mui/x-data-grid';

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
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density"
        sx={{mb: 1}}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 360}}>
        {/* 40 pixels are scaled by 0.7, 1, or 1.3. */}
        <DataGrid rows={rows} columns={columns} rowHeight={40} density={density} onDensityChange={setDensity} />
      </Box>
    </Box>
  );
}
