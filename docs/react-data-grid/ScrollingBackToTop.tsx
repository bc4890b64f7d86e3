import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Ticket', width: 100},
  {field: 'subject', headerName: 'Subject', width: 260},
];

const subjects = ['Cannot log in', 'Invoice missing', 'Feature request', 'Slow dashboard', 'Password reset'];

const rows = Array.from({length: 100}, (_, index) => ({id: index + 1, subject: subjects[index % subjects.length]}));

export default function ScrollingBackToTop() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={() => apiRef.current?.scroll({top: 0})} sx={{mb: 1}}>
        Back to top
      </Button>
      <Box sx={{height: 400}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
