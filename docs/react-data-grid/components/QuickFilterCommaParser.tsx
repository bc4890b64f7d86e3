import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {DataGrid, QuickFilter, QuickFilterControl, Toolbar, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'country', headerName: 'Country', width: 150},
];

// "United States, engineer" gives two search values: "United States" and "engineer".
const parseByComma = (input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const formatWithCommas = (values: unknown[]) => values.join(', ');

function CommaSearchToolbar() {
  return (
    <Toolbar style={{justifyContent: 'flex-start'}}>
      <QuickFilter expanded parser={parseByComma} formatter={formatWithCommas} debounceMs={300}>
        <QuickFilterControl
          render={({ref, slotProps, ...controlProps}) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              label="Search (separate terms with commas)"
              sx={{width: 340}}
              slotProps={{...slotProps, inputLabel: {shrink: true}}}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterCommaParser() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        slots={{toolbar: CommaSearchToolbar}}
        showToolbar
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['United States', 'Engineer']}}}}
      />
    </Box>
  );
}
