import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 200},
  {field: 'email', headerName: 'Email', width: 240},
];

export default function OverlaysTallEmptyState() {
  return (
    // A content-sized grid: the flex parent has no fixed height
    <Box sx={{display: 'flex', flexDirection: 'column', width: '100%'}}>
      <DataGrid rows={[]} columns={columns} sx={{'--DataGrid-overlayHeight': '200px'}} />
    </Box>
  );
}
