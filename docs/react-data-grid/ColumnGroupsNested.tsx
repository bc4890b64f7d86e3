import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, firstName: 'Amélie', lastName: 'Durand', street: '12 Rue Oberkampf', city: 'Paris', country: 'France'},
  {id: 2, firstName: 'Kenji', lastName: 'Mori', street: '3-1 Marunouchi', city: 'Tokyo', country: 'Japan'},
  {id: 3, firstName: 'Lucas', lastName: 'Silva', street: 'Av. Paulista 900', city: 'São Paulo', country: 'Brazil'},
  {id: 4, firstName: 'Ingrid', lastName: 'Lund', street: 'Karl Johans gate 7', city: 'Oslo', country: 'Norway'},
];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'street', headerName: 'Street', width: 180},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'country', headerName: 'Country', width: 120},
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'identity',
    headerName: 'Identity',
    children: [{field: 'firstName'}, {field: 'lastName'}],
  },
  {
    groupId: 'location',
    headerName: 'Location',
    description: 'Postal address',
    children: [
      {field: 'street'},
      {groupId: 'region', headerName: 'Region', children: [{field: 'city'}, {field: 'country'}]},
    ],
  },
];

export default function ColumnGroupsNested() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} showColumnVerticalBorder />
    </Box>
  );
}
