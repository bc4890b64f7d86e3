import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridNumberComparator, type GridColDef, type GridComparatorFn} from '@mui/x-data-grid';

const emptyLast =
  (direction: 'asc' | 'desc'): GridComparatorFn<number | null> =>
  (v1, v2, p1, p2) => {
    if (v1 == null || v2 == null) {
      return v1 == null ? (v2 == null ? 0 : 1) : -1;
    }
    const result = gridNumberComparator(v1, v2, p1, p2);
    return direction === 'asc' ? result : -result;
  };

const rows = [
  {id: 1, student: 'Aiyana', score: 88},
  {id: 2, student: 'Bastien', score: null},
  {id: 3, student: 'Chen', score: 72},
  {id: 4, student: 'Dalia', score: 95},
  {id: 5, student: 'Eitan', score: null},
  {id: 6, student: 'Farah', score: 64},
];

const columns: GridColDef[] = [
  {field: 'student', headerName: 'Student', flex: 1},
  {
    field: 'score',
    headerName: 'Score (missing last)',
    type: 'number',
    width: 190,
    // Used as-is: rows without a score stay at the bottom in both directions.
    getSortComparator: (direction) => (direction ? emptyLast(direction) : undefined),
  },
];

export default function SortingEmptyLast() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{sorting: {sortModel: [{field: 'score', sort: 'desc'}]}}}
      />
    </Box>
  );
}
