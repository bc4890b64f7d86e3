import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGrid, gridExpandedSortedRowIdsSelector, useGridApiRef, type GridColDef} from '@mui/x-data-grid';

const streets = ['Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Birch', 'Willow', 'Aspen'];

// 80 parcels with ids P-1001 to P-1080.
const rows = Array.from({length: 80}, (_, index) => ({
  id: `P-${1001 + index}`,
  address: `${10 + ((index * 7) % 90)} ${streets[index % streets.length]} Street`,
  areaM2: 300 + ((index * 37) % 500),
}));

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Parcel', width: 110},
  {field: 'address', headerName: 'Address', flex: 1},
  {field: 'areaM2', headerName: 'Area (m²)', type: 'number', width: 120},
];

export default function RowRecipesScrollTo() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('P-1064');

  const goTo = () => {
    const api = apiRef.current;
    const rowId = query.trim().toUpperCase();
    if (!api?.getRow(rowId)) {
      return;
    }
    // `scrollToIndexes` wants the position among the filtered, sorted rows of all pages
    const index = gridExpandedSortedRowIdsSelector(apiRef).indexOf(rowId);
    if (index === -1) {
      return;
    }
    api.scrollToIndexes({rowIndex: index});
    api.selectRow(rowId, true, true);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <TextField size="small" label="Parcel id" value={query} onChange={(event) => setQuery(event.target.value)} />
        <Button variant="outlined" onClick={goTo}>
          Go to row
        </Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
