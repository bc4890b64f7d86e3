import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridColDef,
  Toolbar,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function ClearSelectionToolbar() {
  // The same apiRef as the grid's, read from context
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  return (
    <Toolbar>
      <Button
        size="small"
        disabled={selectedCount === 0}
        onClick={() => apiRef.current.setRowSelectionModel({type: 'include', ids: new Set()})}
      >
        Clear selection ({selectedCount})
      </Button>
    </Toolbar>
  );
}

const columns: GridColDef[] = [
  {field: 'room', headerName: 'Room', width: 160},
  {field: 'seats', headerName: 'Seats', type: 'number', width: 100},
];

const rows = [
  {id: 1, room: 'Aurora', seats: 8},
  {id: 2, room: 'Borealis', seats: 4},
  {id: 3, room: 'Cascade', seats: 12},
  {id: 4, room: 'Delta', seats: 6},
];

export default function ApiObjectContextToolbar() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar slots={{toolbar: ClearSelectionToolbar}} />
    </Box>
  );
}
