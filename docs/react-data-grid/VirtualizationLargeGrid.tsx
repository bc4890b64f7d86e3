import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = Array.from({length: 40}, (_, index) => ({
  field: `c${index}`,
  headerName: `Sensor ${index + 1}`,
  type: 'number',
  width: 110,
}));

// 5,000 readings × 40 sensors = 200,000 cells, of which only a few hundred are in the DOM
const rows = Array.from({length: 5000}, (_, rowIndex) => {
  const row: Record<string, number> = {id: rowIndex + 1};
  columns.forEach((column, colIndex) => {
    row[column.field] = Math.round((20 + Math.sin(rowIndex / 50 + colIndex) * 5) * 10) / 10;
  });
  return row;
});

export default function VirtualizationLargeGrid() {
  return (
    <Box sx={{height: 500, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} rowBufferPx={300} columnBufferPx={300} density="compact" />
    </Box>
  );
}
