import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Sorted up front: in 7.29, spans computed for a sort model set in `initialState` can be stale
const rows = [...EMPLOYEES].sort((a, b) => a.country.localeCompare(b.country));

const columns: GridColDef<Employee>[] = [
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'name', headerName: 'Name', width: 170, rowSpanValueGetter: (_value, row) => row.id},
  {field: 'role', headerName: 'Role', width: 190, rowSpanValueGetter: (_value, row) => row.id},
];

export default function RowSpanningSorting() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        density="compact"
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
