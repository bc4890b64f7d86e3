import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'role', headerName: 'Role', width: 190},
];

export default function QuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['engineer'],
    quickFilterExcludeHiddenColumns: true,
  });

  const searchHidden = filterModel.quickFilterExcludeHiddenColumns === false;

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        label="Search hidden columns too"
        control={
          <Switch
            checked={searchHidden}
            onChange={(event) =>
              setFilterModel((model) => ({...model, quickFilterExcludeHiddenColumns: !event.target.checked}))
            }
          />
        }
      />
      <Box sx={{height: 380}}>
        {/* The Role column is hidden: "engineer" only appears in it. */}
        <DataGrid
          rows={EMPLOYEES}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{columns: {columnVisibilityModel: {role: false}}}}
          showToolbar
        />
      </Box>
    </Box>
  );
}
