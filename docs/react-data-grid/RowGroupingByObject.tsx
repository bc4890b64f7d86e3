import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

type Manager = {id: number; name: string};
type Account = {id: number; company: string; manager: Manager; arr: number};

const ada: Manager = {id: 7, name: 'Ada Nwosu'};
const ben: Manager = {id: 12, name: 'Ben Farrow'};
const chiara: Manager = {id: 15, name: 'Chiara Bellini'};

const rows: Account[] = [
  {id: 1, company: 'Northwind Labs', manager: ada, arr: 48000},
  {id: 2, company: 'Hafen Studio', manager: ben, arr: 12500},
  {id: 3, company: 'Maple Works', manager: ada, arr: 30200},
  {id: 4, company: 'Spree Digital', manager: chiara, arr: 71000},
  {id: 5, company: 'Harbour Bikes', manager: ben, arr: 9800},
  {id: 6, company: 'Sakura Books', manager: chiara, arr: 22400},
];

const columns: GridColDef<Account>[] = [
  {
    field: 'manager',
    headerName: 'Account manager',
    width: 180,
    // In v8, grouping uses the valueGetter too: the name is the group key, no groupingValueGetter needed
    valueGetter: (value: Manager) => value?.name,
  },
  {field: 'company', headerName: 'Company', width: 180},
  {field: 'arr', headerName: 'ARR ($)', type: 'number', width: 120},
];

export default function RowGroupingByObject() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['manager']},
          aggregation: {model: {arr: 'sum'}},
          columns: {columnVisibilityModel: {manager: false}},
        }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
