import * as React from 'react';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Candidate for the offsite', width: 220},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  // The selection column, moved to the end and widened
  {...GRID_CHECKBOX_SELECTION_COL_DEF, width: 90},
];

export default function RowSelectionCustomCheckbox() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slotProps={{
          // Every checkbox of the grid (header and cells) uses these icons.
          // In v8, props that only Material UI's Checkbox knows go under `material`.
          baseCheckbox: {material: {icon: <StarBorderIcon />, checkedIcon: <StarIcon />}},
        }}
      />
    </Box>
  );
}
