import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, type GridInitialState, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Film', width: 220},
  {field: 'director', headerName: 'Director', width: 180},
  {field: 'year', headerName: 'Year', type: 'number', width: 100, valueFormatter: (value: number) => String(value)},
];

const rows = [
  {id: 1, title: 'Spirited Away', director: 'Hayao Miyazaki', year: 2001},
  {id: 2, title: 'Parasite', director: 'Bong Joon-ho', year: 2019},
  {id: 3, title: 'Amélie', director: 'Jean-Pierre Jeunet', year: 2001},
  {id: 4, title: 'City of God', director: 'Fernando Meirelles', year: 2002},
  {id: 5, title: 'The Lives of Others', director: 'F. H. von Donnersmarck', year: 2006},
];

export default function StateSaveRestore() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button variant="outlined" onClick={() => setSaved(apiRef.current?.exportState() ?? null)}>
          Save state
        </Button>
        <Button variant="outlined" disabled={!saved} onClick={() => saved && apiRef.current?.restoreState(saved)}>
          Restore state
        </Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </Box>
      {saved && (
        <Box
          component="pre"
          sx={{mt: 1, p: 1, fontSize: 12, maxHeight: 160, overflow: 'auto', bgcolor: 'action.hover'}}
        >
          {JSON.stringify(saved, null, 2)}
        </Box>
      )}
    </Box>
  );
}
