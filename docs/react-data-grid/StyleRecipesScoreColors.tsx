import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';

function scoreClass(params: GridCellParams<{id: number; student: string; score: number}, number>) {
  if (params.value == null) {
    return '';
  }
  if (params.value >= 80) {
    return 'score--high';
  }
  if (params.value >= 50) {
    return 'score--medium';
  }
  return 'score--low';
}

const columns: GridColDef<{id: number; student: string; score: number}>[] = [
  {field: 'student', headerName: 'Student', width: 160},
  {field: 'score', headerName: 'Score', type: 'number', width: 100, cellClassName: scoreClass},
];

const rows = [
  {id: 1, student: 'Aiko', score: 91},
  {id: 2, student: 'Bruno', score: 64},
  {id: 3, student: 'Chidi', score: 38},
  {id: 4, student: 'Dana', score: 77},
  {id: 5, student: 'Emil', score: 85},
];

export default function StyleRecipesScoreColors() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          '& .score--high': {bgcolor: 'success.light', color: 'success.contrastText'},
          '& .score--medium': {bgcolor: 'warning.light', color: 'warning.contrastText'},
          '& .score--low': {bgcolor: 'error.light', color: 'error.contrastText'},
        }}
      />
    </Box>
  );
}
