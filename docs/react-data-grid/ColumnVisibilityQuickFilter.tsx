import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 180},
  // Hidden by the initial state, but its values can still match the quick filter.
  {field: 'country', headerName: 'Country', width: 140},
];

export default function ColumnVisibilityQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['japan'],
    quickFilterExcludeHiddenColumns: true,
  });
  const includeHidden = filterModel.quickFilterExcludeHiddenColumns === false;

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={
          <Switch
            checked={includeHidden}
            onChange={(event) =>
              setFilterModel((model) => ({...model, quickFilterExcludeHiddenColumns: !event.target.checked}))
            }
          />
        }
        label="Search hidden columns too"
      />
      <Box sx={{height: 380}}>
        <DataGrid
          rows={EMPLOYEES}
          columns={columns}
          initialState={{columns: {columnVisibilityModel: {country: false}}}}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
