import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, gridClasses} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 200},
  {field: 'team', headerName: 'Team', width: 160},
];

const rows = [
  {id: 1, name: 'Click or tab into me', team: 'Platform'},
  {id: 2, name: 'Then use the arrow keys', team: 'Mobile'},
  {id: 3, name: 'Hover a row', team: 'Data'},
];

export default function StyleRecipesFocus() {
  return (
    <Box sx={{height: 260, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: '2px solid #ff9800',
            outlineOffset: -2,
          },
          [`& .${gridClasses.row}:hover`]: {backgroundColor: 'rgba(255, 152, 0, 0.08)'},
        }}
      />
    </Box>
  );
}
