import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridEventListener} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name (Enter or typing edits)', width: 240, editable: true},
  {field: 'email', headerName: 'Email (double-click only)', width: 260, editable: true},
];

const rows = [
  {id: 1, name: 'Rosa Diaz', email: 'rosa@example.com'},
  {id: 2, name: 'Ken Adams', email: 'ken@example.com'},
  {id: 3, name: 'Amina Said', email: 'amina@example.com'},
];

const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
  // Only the keys that start editing: arrow keys keep navigating
  const startsEditing = event.key === 'Enter' || event.key.length === 1;
  if (params.field === 'email' && params.cellMode === 'view' && startsEditing) {
    event.defaultMuiPrevented = true;
  }
};

export default function EventsPreventDefault() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} onCellKeyDown={handleCellKeyDown} />
    </Box>
  );
}
