import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'city', headerName: 'City', width: 130},
];

export default function OverlaysNoColumns() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      {/* Every column starts hidden: "Manage columns" opens the panel to bring them back. */}
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        initialState={{columns: {columnVisibilityModel: {name: false, role: false, city: false}}}}
        hideFooter
      />
    </Box>
  );
}
