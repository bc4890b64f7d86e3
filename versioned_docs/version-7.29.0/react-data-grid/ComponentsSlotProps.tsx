import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, GridToolbar} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Library', width: 180},
  {field: 'language', headerName: 'Language', width: 140},
  {field: 'stars', headerName: 'Stars', type: 'number', width: 120},
];

const languages = ['TypeScript', 'Rust', 'Go', 'Python'];

const rows = Array.from({length: 40}, (_, index) => ({
  id: index + 1,
  name: `package-${String.fromCharCode(97 + (index % 26))}${index}`,
  language: languages[index % languages.length],
  stars: 100 + ((index * 733) % 9000),
}));

// Defined outside the component so their identity never changes
const slots = {toolbar: GridToolbar};
const slotProps = {
  toolbar: {showQuickFilter: true},
  pagination: {showFirstButton: true, showLastButton: true},
  baseButton: {size: 'small' as const},
};

export default function ComponentsSlotProps() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={slots}
        slotProps={slotProps}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
