import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Employee = {id: number; firstName: string; lastName: string; salary: number; active: boolean};

const salaryFormatter = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (valueGetter)',
    width: 200,
    // Computed from the row: sorting and filtering use this value
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'salary',
    headerName: 'Salary (valueFormatter)',
    type: 'number',
    width: 190,
    // Display only: the column still sorts by the number
    valueFormatter: (value: number) => salaryFormatter.format(value),
  },
  {
    field: 'active',
    headerName: 'Status (renderCell)',
    width: 160,
    renderCell: (params) => (
      <Chip size="small" label={params.value ? 'Active' : 'On leave'} color={params.value ? 'success' : 'default'} />
    ),
  },
];

const rows: Employee[] = [
  {id: 1, firstName: 'Lea', lastName: 'Hoffmann', salary: 72000, active: true},
  {id: 2, firstName: 'Marco', lastName: 'Bianchi', salary: 95000, active: false},
  {id: 3, firstName: 'Aditi', lastName: 'Rao', salary: 88000, active: true},
];

export default function FaqValueGetterFormatter() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
