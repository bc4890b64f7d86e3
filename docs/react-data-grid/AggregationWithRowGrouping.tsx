import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'name', headerName: 'Name', width: 170},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    // Ratings are whole numbers; their average is not
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(Number.isInteger(value) ? 0 : 1)),
  },
  {field: 'email', headerName: 'Email', width: 220},
];

export default function AggregationWithRowGrouping() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        rows={EMPLOYEES}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['department']},
          columns: {columnVisibilityModel: {department: false}},
          // Payroll and average rating per department, and for the whole company in the footer
          aggregation: {model: {salary: 'sum', rating: 'avg', email: 'size'}},
        }}
      />
    </Box>
  );
}
