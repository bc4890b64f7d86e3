import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, hideable: false},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
];

function ColumnsToolbar() {
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibilityModel).filter((visible) => !visible).length;

  return (
    <Toolbar style={{justifyContent: 'flex-start'}}>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<ViewColumnIcon />} variant={state.open ? 'contained' : 'text'}>
            {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerDemo() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        slots={{toolbar: ColumnsToolbar}}
        showToolbar
        initialState={{columns: {columnVisibilityModel: {email: false, salary: false}}}}
      />
    </Box>
  );
}
