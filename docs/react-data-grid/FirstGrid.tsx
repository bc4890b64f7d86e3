import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965},
  {id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979},
  {id: 3, title: 'Neuromancer', author: 'William Gibson', year: 1984},
];

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Title', flex: 1, minWidth: 150},
  {field: 'author', headerName: 'Author', width: 200},
  {field: 'year', headerName: 'Year', width: 100},
];

export default function FirstGrid() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
