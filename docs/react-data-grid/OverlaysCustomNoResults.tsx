import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, GridOverlay, useGridApiContext} from '@mui/x-data-grid';

function NoResultsOverlay() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{alignItems: 'center'}}>
        <Typography variant="body2">No plant matches the current filters.</Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({items: []})}>
          Clear filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Plant', width: 180},
  {field: 'light', headerName: 'Light', width: 140},
];

const rows = [
  {id: 1, name: 'Monstera', light: 'Bright, indirect'},
  {id: 2, name: 'Snake plant', light: 'Low'},
  {id: 3, name: 'Fiddle-leaf fig', light: 'Bright'},
];

export default function OverlaysCustomNoResults() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{noResultsOverlay: NoResultsOverlay}}
        initialState={{
          filter: {filterModel: {items: [{field: 'name', operator: 'contains', value: 'cactus'}]}},
        }}
      />
    </Box>
  );
}
