import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Employee = {id: number; firstName: string; lastName: string; salary: number; hiredOn: string};

const rows: Employee[] = [
  {id: 1, firstName: 'Maya', lastName: 'Ortiz', salary: 72000, hiredOn: '2021-04-12'},
  {id: 2, firstName: 'Liam', lastName: 'Chen', salary: 65500, hiredOn: '2019-09-01'},
  {id: 3, firstName: 'Noor', lastName: 'Haddad', salary: 88250, hiredOn: '2017-02-20'},
  {id: 4, firstName: 'Jonas', lastName: 'Berg', salary: 59900, hiredOn: '2023-06-05'},
  {id: 5, firstName: 'Amara', lastName: 'Okafor', salary: 97400, hiredOn: '2016-11-14'},
];

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const longDate = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium'});

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    description: 'First and last name combined',
    width: 180,
    // Derived column: there is no `fullName` key in the rows.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'hiredOn',
    headerName: 'Hired on',
    type: 'date',
    width: 140,
    // Date columns need Date objects: convert the ISO strings (as local dates).
    valueGetter: (value?: string) => (value ? new Date(`${value}T00:00:00`) : null),
    valueFormatter: (value?: Date | null) => (value ? longDate.format(value) : ''),
  },
];

export default function ColumnDefinitionBasics() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
