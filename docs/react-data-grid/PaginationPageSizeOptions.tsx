import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';

const teams = ['Platform', 'Mobile', 'Data', 'Design'];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Employee', width: 180},
  {field: 'team', headerName: 'Team', width: 140},
];

const rows = Array.from({length: 42}, (_, index) => ({
  id: index + 1,
  name: `Employee ${String(index + 1).padStart(2, '0')}`,
  team: teams[index % teams.length],
}));

export default function PaginationPageSizeOptions() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pagination
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        // -1 shows every row on a single page
        pageSizeOptions={[5, 10, 20, {value: -1, label: 'All'}]}
        // Material UI props of the pagination control go through `basePagination.material`.
        slotProps={{basePagination: {material: {showFirstButton: true, showLastButton: true}}}}
      />
    </Box>
  );
}
