import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

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

export default function QuickFilterParser() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      {/* Commas separate values, so "bean sprouts, lime" searches for two phrases. */}
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: GridToolbar}}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: {
              quickFilterParser: (input: string) =>
                input
                  .split(',')
                  .map((value) => value.trim())
                  .filter(Boolean),
              quickFilterFormatter: (values: string[]) => values.join(', '),
              debounceMs: 300,
              placeholder: 'Comma-separated…',
            },
          },
        }}
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['bean sprouts']}}}}
      />
    </Box>
  );
}
