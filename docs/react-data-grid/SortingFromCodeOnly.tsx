import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {DataGrid, type GridColDef, type GridSortModel} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 120},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130},
  // Not sortable from the header, but the model can still sort by it.
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90, sortable: false},
];

const SORT_OPTIONS: Record<string, {label: string; model: GridSortModel}> = {
  name: {label: 'Name, A to Z', model: [{field: 'name', sort: 'asc'}]},
  salary: {label: 'Highest salary first', model: [{field: 'salary', sort: 'desc'}]},
  seniority: {label: 'Longest-serving first', model: [{field: 'startDate', sort: 'asc'}]},
  rating: {label: 'Best rating first', model: [{field: 'rating', sort: 'desc'}]},
};

export default function SortingFromCodeOnly() {
  const [option, setOption] = React.useState('seniority');

  return (
    <Box sx={{width: '100%'}}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={option}
        onChange={(event) => setOption(event.target.value)}
        sx={{mb: 1, minWidth: 240}}
      >
        {Object.entries(SORT_OPTIONS).map(([key, {label}]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{height: 380}}>
        {/* Header clicks do nothing: the select above is the only way to sort. */}
        <DataGrid rows={EMPLOYEES} columns={columns} disableColumnSorting sortModel={SORT_OPTIONS[option].model} />
      </Box>
    </Box>
  );
}
