import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const defaults: Partial<GridColDef> = {minWidth: 120, headerAlign: 'left', sortable: true};

// Defaults first, so each column can still override them.
const withDefaults = (columns: GridColDef[]): GridColDef[] =>
  columns.map((column) => ({...defaults, ...column}) as GridColDef);

const columns = withDefaults([
  {field: 'name', headerName: 'Name', flex: 1},
  {field: 'category', headerName: 'Category'},
  {field: 'amount', headerName: 'Amount', type: 'number', headerAlign: 'right'},
]);

const rows: GridRowsProp = [
  {id: 1, name: 'Cloud hosting', category: 'Infrastructure', amount: 1240},
  {id: 2, name: 'Design tools', category: 'Software', amount: 310},
  {id: 3, name: 'Team offsite', category: 'Events', amount: 4800},
];

export default function ColumnRecipesDefaults() {
  return (
    <Box sx={{height: 260, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
