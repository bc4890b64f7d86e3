import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridClearIcon,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
  type GridRowsProp,
} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, recipe: 'Pad thai', ingredients: 'rice noodles, peanuts, lime, bean sprouts'},
  {id: 2, recipe: 'Shakshuka', ingredients: 'eggs, tomatoes, red pepper, cumin'},
  {id: 3, recipe: 'Spring rolls', ingredients: 'rice paper, bean sprouts, mint, shrimp'},
  {id: 4, recipe: 'Guacamole', ingredients: 'avocado, lime, red onion, cilantro'},
];

const columns: GridColDef[] = [
  {field: 'recipe', headerName: 'Recipe', width: 150},
  {field: 'ingredients', headerName: 'Ingredients', flex: 1, minWidth: 250},
];

// Commas separate values, so "bean sprouts, lime" searches for two phrases.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const formatCommaList = (values: string[]) => values.join(', ');

function CommaSearchToolbar() {
  return (
    <Toolbar>
      {/* Always expanded: the field is visible and reachable with Tab. */}
      <QuickFilter parser={parseCommaList} formatter={formatCommaList} debounceMs={300} expanded>
        <QuickFilterControl
          size="small"
          placeholder="Comma-separated…"
          aria-label="Search recipes"
          slotProps={{input: {startAdornment: <GridSearchIcon fontSize="small" />}}}
        />
        <QuickFilterClear size="small" aria-label="Clear the search">
          <GridClearIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterParser() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{toolbar: CommaSearchToolbar}}
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['bean sprouts']}}}}
      />
    </Box>
  );
}
