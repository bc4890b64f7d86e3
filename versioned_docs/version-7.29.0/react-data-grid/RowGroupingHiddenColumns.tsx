import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, useGridApiRef, useKeepGroupedColumnsHidden} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'genre', headerName: 'Genre', width: 140},
  {field: 'artist', headerName: 'Artist', width: 180},
  {field: 'title', headerName: 'Album', width: 220},
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
];

const rows = [
  {id: 1, genre: 'Jazz', artist: 'Miles Davis', title: 'Kind of Blue', year: 1959},
  {id: 2, genre: 'Jazz', artist: 'John Coltrane', title: 'A Love Supreme', year: 1965},
  {id: 3, genre: 'Rock', artist: 'The Beatles', title: 'Abbey Road', year: 1969},
  {id: 4, genre: 'Rock', artist: 'Radiohead', title: 'OK Computer', year: 1997},
  {id: 5, genre: 'Soul', artist: 'Aretha Franklin', title: 'Lady Soul', year: 1968},
];

export default function RowGroupingHiddenColumns() {
  const apiRef = useGridApiRef();
  // Try "Group by Artist" and "Stop grouping" in the column menus
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {rowGrouping: {model: ['genre']}},
  });

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
