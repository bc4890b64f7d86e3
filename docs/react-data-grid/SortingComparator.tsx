import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridStringOrNumberComparator, type GridColDef} from '@mui/x-data-grid';

type Owner = {name: string; email: string};
type Repository = {id: number; repository: string; owner: Owner; stars: number};

const rows: Repository[] = [
  {id: 1, repository: 'pixel-kit', owner: {name: 'Yara', email: 'yara@example.com'}, stars: 1840},
  {id: 2, repository: 'tiny-router', owner: {name: 'Bruno', email: 'bruno@example.com'}, stars: 920},
  {id: 3, repository: 'form-flow', owner: {name: 'Amaka', email: 'amaka@example.com'}, stars: 2310},
  {id: 4, repository: 'chart-lite', owner: {name: 'Émile', email: 'emile@example.com'}, stars: 455},
];

const columns: GridColDef<Repository>[] = [
  {field: 'repository', headerName: 'Repository', flex: 1, minWidth: 150},
  {
    field: 'owner',
    headerName: 'Owner',
    width: 160,
    // The value is an object: display and sort it by its name.
    valueFormatter: (value?: Owner) => value?.name ?? '',
    sortComparator: (v1: Owner, v2: Owner, p1, p2) => gridStringOrNumberComparator(v1?.name, v2?.name, p1, p2),
  },
  {field: 'stars', headerName: 'Stars', type: 'number', width: 110},
];

export default function SortingComparator() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{sorting: {sortModel: [{field: 'owner', sort: 'asc'}]}}}
      />
    </Box>
  );
}
