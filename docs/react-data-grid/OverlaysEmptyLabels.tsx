import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'task', headerName: 'Task', width: 240},
  {field: 'due', headerName: 'Due', width: 140},
];

export default function OverlaysEmptyLabels() {
  return (
    <Box sx={{height: 260, width: '100%'}}>
      <DataGrid
        rows={[]}
        columns={columns}
        localeText={{
          noRowsLabel: 'You have no tasks yet',
          noResultsOverlayLabel: 'No task matches your filters',
        }}
      />
    </Box>
  );
}
