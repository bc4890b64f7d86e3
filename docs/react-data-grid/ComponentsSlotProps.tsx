import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridSlotsComponentsProps} from '@mui/x-data-grid';

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

// Defined outside the component so its identity never changes
const slotProps: GridSlotsComponentsProps = {
  // Remove the print entry from the export menu of the default toolbar.
  toolbar: {printOptions: {disableToolbarButton: true}},
  // Material UI props of the pagination control go under `material`.
  basePagination: {material: {showFirstButton: true, showLastButton: true}},
  baseButton: {size: 'small'},
};

export default function ComponentsSlotProps() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={slotProps}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
