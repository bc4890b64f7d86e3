import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Ada Lovelace', role: 'Engineer', team: 'Platform', startYear: 2019},
  {id: 2, name: 'Grace Hopper', role: 'Engineering manager', team: 'Compilers', startYear: 2015},
  {id: 3, name: 'Alan Turing', role: 'Researcher', team: 'Cryptography', startYear: 2017},
  {id: 4, name: 'Katherine Johnson', role: 'Data scientist', team: 'Analytics', startYear: 2020},
  {id: 5, name: 'Margaret Hamilton', role: 'Architect', team: 'Platform', startYear: 2016},
  {id: 6, name: 'Dennis Ritchie', role: 'Engineer', team: 'Compilers', startYear: 2021},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 180},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'team', headerName: 'Team', width: 140},
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 100,
    // Keep years like 2019 from being rendered as "2,019".
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
];

export default function OverviewGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
