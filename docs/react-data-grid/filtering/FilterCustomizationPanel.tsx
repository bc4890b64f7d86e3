import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, volunteer: 'Anouk', shift: 'Morning', station: 'Registration', hours: 4},
  {id: 2, volunteer: 'Bilal', shift: 'Afternoon', station: 'Food stand', hours: 5},
  {id: 3, volunteer: 'Carmen', shift: 'Morning', station: 'First aid', hours: 6},
  {id: 4, volunteer: 'Dmitri', shift: 'Evening', station: 'Stage', hours: 3},
];

const columns: GridColDef[] = [
  {field: 'volunteer', headerName: 'Volunteer', flex: 1},
  {field: 'station', headerName: 'Station', width: 150},
  {field: 'shift', headerName: 'Shift', width: 120},
  {field: 'hours', headerName: 'Hours', type: 'number', width: 90},
];

export default function FilterCustomizationPanel() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      {/* Open the panel with the Filters button of the toolbar. */}
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            columnsSort: 'asc',
            filterFormProps: {
              // The inputs are already small and outlined in v8: only their widths change here.
              columnInputProps: {sx: {width: 180}},
              operatorInputProps: {sx: {width: 130}},
            },
          },
        }}
      />
    </Box>
  );
}
