import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1},
  {field: 'role', headerName: 'Role', width: 140},
];

const rows = [
  {id: 1, name: 'Ravi Shah', role: 'Owner'},
  {id: 2, name: 'Emma Weber', role: 'Editor'},
  {id: 3, name: 'Kwame Mensah', role: 'Viewer'},
];

export default function StyleRecipesBorderless() {
  return (
    <Paper variant="outlined" sx={{p: 2, width: '100%'}}>
      <Typography variant="subtitle1" sx={{mb: 1}}>
        Project members
      </Typography>
      <Box sx={{height: 220}}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sx={{border: 0, '--DataGrid-rowBorderColor': 'rgba(127, 127, 127, 0.12)'}}
        />
      </Box>
    </Paper>
  );
}
