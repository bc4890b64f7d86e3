import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, GridToolbar, type GridColDef, type GridDensity} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 160},
  {field: 'city', headerName: 'City', width: 120},
];

export default function MigrationDataGridV7Density() {
  // v7: `density` is controlled, so the toolbar's choice comes back through `onDensityChange`.
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Current density: <strong>{density}</strong>
      </Typography>
      <Box sx={{height: 380}}>
        <DataGrid
          rows={EMPLOYEES}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          slots={{toolbar: GridToolbar}}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
