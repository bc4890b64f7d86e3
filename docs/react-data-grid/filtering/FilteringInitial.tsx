import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 101, title: 'Login page crashes on Safari', status: 'Open', priority: 'High', votes: 14},
  {id: 102, title: 'Add CSV import', status: 'In progress', priority: 'Medium', votes: 32},
  {id: 103, title: 'Typo on pricing page', status: 'Closed', priority: 'Low', votes: 2},
  {id: 104, title: 'Dark mode for settings', status: 'Open', priority: 'Medium', votes: 21},
  {id: 105, title: 'Slow search with many tags', status: 'Open', priority: 'High', votes: 9},
  {id: 106, title: 'Two-factor authentication', status: 'Closed', priority: 'High', votes: 45},
];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'ID', width: 80},
  {field: 'title', headerName: 'Title', flex: 1, minWidth: 200},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'In progress', 'Closed'],
    width: 130,
  },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Medium', 'High'],
    width: 110,
  },
  {field: 'votes', headerName: 'Votes', type: 'number', width: 90},
];

export default function FilteringInitial() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {items: [{field: 'status', operator: 'is', value: 'Open'}]},
          },
        }}
      />
    </Box>
  );
}
