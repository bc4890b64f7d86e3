import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, gridFilteredSortedRowIdsSelector, useGridApiRef, type GridColDef} from '@mui/x-data-grid';

const rows = [
  {id: 1, name: 'Café Central', city: 'Vienna', outdoor: true},
  {id: 2, name: 'Blue Bottle', city: 'Oakland', outdoor: false},
  {id: 3, name: 'Café de Flore', city: 'Paris', outdoor: true},
  {id: 4, name: 'Tim Wendelboe', city: 'Oslo', outdoor: false},
  {id: 5, name: 'Caffè Reggio', city: 'New York', outdoor: true},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Coffee shop', flex: 1},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'outdoor', headerName: 'Terrace', type: 'boolean', width: 100},
];

export default function FilteringFromCode() {
  const apiRef = useGridApiRef();
  const [visibleIds, setVisibleIds] = React.useState('1, 2, 3, 4, 5');

  // Read the filtered rows each time the grid has applied the filters.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('filteredRowsSet', () => {
        setVisibleIds(gridFilteredSortedRowIdsSelector(apiRef).join(', '));
      }),
    [apiRef],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.upsertFilterItem({id: 1, field: 'name', operator: 'contains', value: 'cafe'})}
        >
          Name contains “cafe”
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setFilterModel({items: []})}>
          Clear filters
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel('city')}>
          Open panel on City
        </Button>
      </Stack>
      <Typography variant="body2" sx={{mb: 1}}>
        Ids of the rows that pass the filters: {visibleIds || 'none'}
      </Typography>
      <Box sx={{height: 320}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // With ignoreDiacritics, "cafe" also matches "Café".
          ignoreDiacritics
        />
      </Box>
    </Box>
  );
}
