import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridCellEditStopReasons, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 180, editable: true},
  {field: 'email', headerName: 'Email', width: 260, editable: true},
  {field: 'city', headerName: 'City', width: 140, editable: true},
];

export default function EditingEventsKeepOnFocusOut() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES.slice(0, 10)}
        columns={columns}
        hideFooter
        onCellEditStop={(params, event) => {
          // Clicking elsewhere no longer ends the edit: only Enter, Tab, or Escape do.
          if (params.reason === GridCellEditStopReasons.cellFocusOut) {
            event.defaultMuiPrevented = true;
          }
        }}
      />
    </Box>
  );
}
