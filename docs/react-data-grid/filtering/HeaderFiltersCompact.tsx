import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'country', headerName: 'Country', width: 150},
];

export default function HeaderFiltersCompact() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* No operator menu: every input uses its column's default operator. */}
      <DataGridPro
        rows={EMPLOYEES}
        columns={columns}
        headerFilters
        headerFilterHeight={48}
        disableColumnMenu
        slots={{headerFilterMenu: null}}
      />
    </Box>
  );
}
