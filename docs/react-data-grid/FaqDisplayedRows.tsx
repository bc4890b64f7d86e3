import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  gridFilteredSortedRowEntriesSelector,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Planet', width: 140},
  {field: 'moons', headerName: 'Moons', type: 'number', width: 110},
];

const rows = [
  {id: 1, name: 'Mercury', moons: 0},
  {id: 2, name: 'Venus', moons: 0},
  {id: 3, name: 'Earth', moons: 1},
  {id: 4, name: 'Mars', moons: 2},
  {id: 5, name: 'Jupiter', moons: 95},
  {id: 6, name: 'Saturn', moons: 146},
  {id: 7, name: 'Uranus', moons: 28},
  {id: 8, name: 'Neptune', moons: 16},
];

export default function FaqDisplayedRows() {
  const apiRef = useGridApiRef();
  const [output, setOutput] = React.useState('Sort or filter the grid, then read the rows.');

  const readRows = () => {
    const filtered = gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model.name);
    const page = gridPaginatedVisibleSortedGridRowEntriesSelector(apiRef).map((entry) => entry.model.name);
    setOutput(`Filtered and sorted: ${filtered.join(', ')}. On this page: ${page.join(', ')}.`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={readRows} sx={{mb: 1}}>
        Read displayed rows
      </Button>
      <Box sx={{height: 360}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            sorting: {sortModel: [{field: 'moons', sort: 'desc'}]},
            pagination: {paginationModel: {pageSize: 5}},
          }}
          pageSizeOptions={[5]}
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        {output}
      </Typography>
    </Box>
  );
}
