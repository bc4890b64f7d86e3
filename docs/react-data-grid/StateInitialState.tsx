import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const statuses = ['Open', 'In progress', 'Closed'];

const columns: GridColDef[] = [
  {field: 'internalId', headerName: 'Internal ID', width: 120},
  {field: 'title', headerName: 'Title', width: 200},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 130},
  {field: 'createdAt', headerName: 'Created', width: 130},
];

const titles = [
  'Crash on save',
  'Typo in footer',
  'Slow search',
  'Add SSO',
  'Broken avatar upload',
  'CSV export empty',
];

const rows = Array.from({length: 60}, (_, index) => ({
  id: index + 1,
  internalId: `INT-${9000 + index}`,
  title: titles[index % titles.length],
  status: statuses[(index * 2) % statuses.length],
  createdAt: `2024-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + ((index * 3) % 28)).padStart(2, '0')}`,
}));

export default function StateInitialState() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {sortModel: [{field: 'createdAt', sort: 'desc'}]},
          filter: {filterModel: {items: [{field: 'status', operator: 'is', value: 'Open'}]}},
          pagination: {paginationModel: {pageSize: 25, page: 0}},
          columns: {
            columnVisibilityModel: {internalId: false},
            dimensions: {title: {width: 320}},
          },
          density: 'compact',
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
