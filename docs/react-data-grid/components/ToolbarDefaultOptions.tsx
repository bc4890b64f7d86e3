import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

export default function ToolbarDefaultOptions() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        showToolbar
        // Shown at the start of the toolbar and used as the grid's accessible name.
        label="Who works where"
        slotProps={{
          toolbar: {
            // The export menu keeps only the CSV entry, with its own file name and delimiter.
            csvOptions: {fileName: 'team-locations', delimiter: ';'},
            printOptions: {disableToolbarButton: true},
            quickFilterProps: {debounceMs: 400},
          },
        }}
      />
    </Box>
  );
}
