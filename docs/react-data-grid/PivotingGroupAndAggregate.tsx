import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'region', headerName: 'Region', width: 120},
  {field: 'product', headerName: 'Product', width: 140},
  {field: 'quarter', headerName: 'Quarter', width: 110},
  {field: 'units', headerName: 'Units', type: 'number', width: 110},
  {field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130},
];

const regions = ['North', 'South', 'West'];
const products = ['Backpack', 'Tent', 'Stove'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

const rows = Array.from({length: 36}, (_, index) => {
  const units = 10 + ((index * 29) % 60);
  return {
    id: index + 1,
    region: regions[index % 3],
    product: products[Math.floor(index / 3) % 3],
    quarter: quarters[Math.floor(index / 9)],
    units,
    revenue: units * (40 + (index % 3) * 15),
  };
});

// Rows = regions, values = sums; users can regroup and change functions from the column menus
export default function PivotingGroupAndAggregate() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['region']},
          columns: {columnVisibilityModel: {region: false}},
          aggregation: {model: {units: 'sum', revenue: 'sum'}},
        }}
      />
    </Box>
  );
}
