import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid-pro';

type Dish = {id: number; path: string[]; price: number | null; vegetarian: string};

const rows: Dish[] = [
  {id: 1, path: ['Starters'], price: null, vegetarian: ''},
  {id: 2, path: ['Starters', 'Tomato soup'], price: 7, vegetarian: 'yes'},
  {id: 3, path: ['Starters', 'Grilled halloumi'], price: 9, vegetarian: 'yes'},
  {id: 4, path: ['Starters', 'Chicken wings'], price: 10, vegetarian: 'no'},
  {id: 5, path: ['Mains'], price: null, vegetarian: ''},
  {id: 6, path: ['Mains', 'Mushroom risotto'], price: 17, vegetarian: 'yes'},
  {id: 7, path: ['Mains', 'Tomato and basil pasta'], price: 15, vegetarian: 'yes'},
  {id: 8, path: ['Mains', 'Steak frites'], price: 26, vegetarian: 'no'},
  {id: 9, path: ['Desserts'], price: null, vegetarian: ''},
  {id: 10, path: ['Desserts', 'Lemon tart'], price: 8, vegetarian: 'yes'},
  {id: 11, path: ['Desserts', 'Cheese board'], price: 12, vegetarian: 'yes'},
];

const columns: GridColDef<Dish>[] = [
  {field: 'price', headerName: 'Price (€)', type: 'number', width: 110},
  {field: 'vegetarian', headerName: 'Vegetarian', width: 110},
];

const getTreeDataPath: DataGridProProps<Dish>['getTreeDataPath'] = (row) => row.path;

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded>
        <QuickFilterControl size="small" placeholder="Search the menu…" aria-label="Search the menu" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function TreeDataChildrenFiltering() {
  const [childrenFiltering, setChildrenFiltering] = React.useState(true);
  const [childrenSorting, setChildrenSorting] = React.useState(true);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch checked={!childrenFiltering} onChange={(event) => setChildrenFiltering(!event.target.checked)} />
          }
          label="disableChildrenFiltering"
        />
        <FormControlLabel
          control={
            <Switch checked={!childrenSorting} onChange={(event) => setChildrenSorting(!event.target.checked)} />
          }
          label="disableChildrenSorting"
        />
      </Stack>
      <Box sx={{height: 440}}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{headerName: 'Menu', width: 240}}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={!childrenFiltering}
          disableChildrenSorting={!childrenSorting}
          showToolbar
          slots={{toolbar: SearchToolbar}}
          initialState={{
            filter: {filterModel: {items: [], quickFilterValues: ['mains']}},
            sorting: {sortModel: [{field: 'price', sort: 'desc'}]},
          }}
        />
      </Box>
    </Box>
  );
}
