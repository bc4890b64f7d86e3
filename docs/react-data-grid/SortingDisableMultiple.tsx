import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef, type GridSortModel} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130},
];

export default function SortingDisableMultiple() {
  const [singleColumn, setSingleColumn] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    {field: 'department', sort: 'asc'},
    {field: 'rating', sort: 'desc'},
  ]);

  const handleToggle = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSingleColumn(event.target.checked);
    // Keep only the primary sort, as the grid accepts one item from now on.
    if (event.target.checked) {
      setSortModel((model) => model.slice(0, 1));
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={singleColumn} onChange={handleToggle} />}
        label="disableMultipleColumnsSorting"
      />
      <Box sx={{height: 400}}>
        <DataGridPro
          rows={EMPLOYEES}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          disableMultipleColumnsSorting={singleColumn}
        />
      </Box>
    </Box>
  );
}
