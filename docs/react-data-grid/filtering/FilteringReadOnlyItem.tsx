import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 180},
  // Users cannot filter on this column, but the filter set in `initialState` still applies.
  {field: 'department', headerName: 'Department', width: 140, filterable: false},
  {field: 'city', headerName: 'City', width: 130},
];

export default function FilteringReadOnlyItem() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'department', operator: 'equals', value: 'Engineering'}]}},
        }}
      />
    </Box>
  );
}
