import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridLogicOperator, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, venue: 'Le Bataclan', city: 'Paris', capacity: 1500},
  {id: 2, venue: 'Halle Tony Garnier', city: 'Lyon', capacity: 17000},
  {id: 3, venue: 'Olympia', city: 'Paris', capacity: 2000},
  {id: 4, venue: 'Le Dôme', city: 'Marseille', capacity: 8500},
  {id: 5, venue: 'Zénith', city: 'Nantes', capacity: 9000},
];

const columns: GridColDef[] = [
  {field: 'venue', headerName: 'Venue', flex: 1},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'capacity', headerName: 'Capacity', type: 'number', width: 120},
];

export default function QuickFilterInitial() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // Rows matching "paris" OR "lyon".
              quickFilterValues: ['paris', 'lyon'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
