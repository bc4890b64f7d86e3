import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

export default function FilteringHiddenColumn() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* The Remote column is hidden, yet its filter keeps only remote employees. */}
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        showToolbar
        initialState={{
          columns: {columnVisibilityModel: {remote: false}},
          filter: {filterModel: {items: [{field: 'remote', operator: 'is', value: 'true'}]}},
        }}
      />
    </Box>
  );
}
