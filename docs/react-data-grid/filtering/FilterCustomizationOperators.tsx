import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridRowsProp,
} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Ceramic vase', price: 48},
  {id: 2, name: 'Linen tablecloth', price: 65},
  {id: 3, name: 'Cedar candle', price: 22},
  {id: 4, name: 'Copper kettle', price: 89},
  {id: 5, name: 'Cotton throw', price: 54},
];

const columns: GridColDef[] = [
  {
    field: 'name',
    headerName: 'Name (3 operators)',
    flex: 1,
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'equals', 'startsWith'].includes(operator.value),
    ),
  },
  {
    field: 'price',
    headerName: 'Price (> and < only)',
    type: 'number',
    width: 180,
    filterOperators: getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value)),
  },
];

export default function FilterCustomizationOperators() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
