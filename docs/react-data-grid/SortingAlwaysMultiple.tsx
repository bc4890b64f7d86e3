import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridSortModel} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130},
];

export default function SortingAlwaysMultiple() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Sort: {sortModel.length === 0 ? 'none' : sortModel.map((item) => `${item.field} ${item.sort}`).join(', then ')}
      </Typography>
      <Box sx={{height: 380}}>
        {/* Each plain click adds the column to the sort, or moves it to its next direction */}
        <DataGridPro
          rows={EMPLOYEES}
          columns={columns}
          multipleColumnsSortingMode="always"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
        />
      </Box>
    </Box>
  );
}
