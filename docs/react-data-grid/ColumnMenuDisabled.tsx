import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, ticket: 'SUP-310', subject: 'Cannot reset my password', priority: 'High'},
  {id: 2, ticket: 'SUP-311', subject: 'Invoice shows the wrong address', priority: 'Medium'},
  {id: 3, ticket: 'SUP-312', subject: 'Feature request: dark mode', priority: 'Low'},
];

const columns: GridColDef[] = [
  // No menu on this column only; headers can still be clicked to sort.
  {field: 'ticket', headerName: 'Ticket (no menu)', width: 160, disableColumnMenu: true},
  {field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200},
  {field: 'priority', headerName: 'Priority', width: 120},
];

export default function ColumnMenuDisabled() {
  return (
    <Box sx={{height: 260, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
