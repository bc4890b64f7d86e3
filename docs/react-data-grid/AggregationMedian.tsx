import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({values}) => {
    const numbers = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (numbers.length === 0) {
      return null;
    }
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 === 0 ? (numbers[middle - 1] + numbers[middle]) / 2 : numbers[middle];
  },
};

// Outside the component: a new object on each render would recompute the aggregations
const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, median};

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 160},
  {field: 'rent', headerName: 'Rent (€/month)', type: 'number', width: 160},
];

const rows = [
  {id: 1, city: 'Berlin', rent: 1100},
  {id: 2, city: 'Madrid', rent: 950},
  {id: 3, city: 'Vienna', rent: 1020},
  {id: 4, city: 'Paris', rent: 1650},
  {id: 5, city: 'Lisbon', rent: 1200},
  {id: 6, city: 'Athens', rent: 640},
];

export default function AggregationMedian() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{aggregation: {model: {rent: 'median'}}}}
      />
    </Box>
  );
}
