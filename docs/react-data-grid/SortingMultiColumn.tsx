import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';

const departments = ['Engineering', 'Sales', 'Support'];
const firstNames = ['Ava', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi', 'Gus', 'Hiro', 'Iris', 'Jon', 'Kai', 'Lena'];

// 24 employees computed from the index: deterministic and varied.
const rows = Array.from({length: 24}, (_, index) => ({
  id: index + 1,
  name: firstNames[index % firstNames.length] + (index >= firstNames.length ? ' II' : ''),
  department: departments[(index * 5) % departments.length],
  level: 1 + ((index * 7) % 4),
  salary: 52000 + ((index * 7919) % 48) * 1000,
}));

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'department', headerName: 'Department', width: 150},
  {field: 'level', headerName: 'Level', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 140},
];

export default function SortingMultiColumn() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* Hold Shift (or Ctrl / ⌘) while clicking a header to add it to the sort. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              {field: 'department', sort: 'asc'},
              {field: 'salary', sort: 'desc'},
            ],
          },
        }}
      />
    </Box>
  );
}
