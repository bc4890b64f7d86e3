import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name (string)', flex: 1, minWidth: 160},
  {
    field: 'department',
    headerName: 'Department (singleSelect)',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'Marketing'],
    width: 200,
  },
  {field: 'salary', headerName: 'Salary (number)', type: 'number', width: 150},
  {field: 'startDate', headerName: 'Start (date)', type: 'date', width: 130},
  {field: 'remote', headerName: 'Remote (boolean)', type: 'boolean', width: 150},
];

export default function FilteringColumnTypes() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* Open Filters and switch columns: the operator list and the value input follow the type. */}
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'startDate', operator: 'onOrAfter', value: new Date(2021, 0, 1)}]}},
        }}
      />
    </Box>
  );
}
