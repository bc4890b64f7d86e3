import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, team: 'Falcons', points: 42, wins: 13, notes: 'Unbeaten at home'},
  {id: 2, team: 'Otters', points: 38, wins: 12, notes: 'Two players injured'},
  {id: 3, team: 'Herons', points: 45, wins: 14, notes: 'League leaders'},
  {id: 4, team: 'Lynxes', points: 29, wins: 8, notes: 'New coach in March'},
];

const columns: GridColDef[] = [
  {field: 'team', headerName: 'Team', width: 140},
  // Highest first, and never back to unsorted.
  {field: 'points', headerName: 'Points', type: 'number', width: 110, sortingOrder: ['desc', 'asc']},
  {field: 'wins', headerName: 'Wins', type: 'number', width: 100},
  {field: 'notes', headerName: 'Notes (not sortable)', flex: 1, minWidth: 180, sortable: false},
];

export default function SortingOrder() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
