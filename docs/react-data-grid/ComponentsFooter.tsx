import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function MatchingRowsFooter() {
  const apiRef = useGridApiContext();
  const visibleRows = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <GridFooterContainer sx={{px: 2}}>
      <span>{visibleRows} matching recipes</span>
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  {field: 'recipe', headerName: 'Recipe', width: 200},
  {field: 'cuisine', headerName: 'Cuisine', width: 140},
  {field: 'minutes', headerName: 'Minutes', type: 'number', width: 110},
];

const rows = [
  {id: 1, recipe: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30},
  {id: 2, recipe: 'Pad thai', cuisine: 'Thai', minutes: 25},
  {id: 3, recipe: 'Risotto', cuisine: 'Italian', minutes: 40},
  {id: 4, recipe: 'Pierogi', cuisine: 'Polish', minutes: 75},
  {id: 5, recipe: 'Carbonara', cuisine: 'Italian', minutes: 20},
];

export default function ComponentsFooter() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{footer: MatchingRowsFooter}}
        initialState={{filter: {filterModel: {items: [{field: 'cuisine', operator: 'equals', value: 'Italian'}]}}}}
      />
    </Box>
  );
}
