import * as React from 'react';
import Box from '@mui/material/Box';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// No `palette.DataGrid` here: in dark mode the grid derives its background from the paper color, slightly lightened,
// and uses it for the headers and the pinned column too.
const darkTheme = createTheme({palette: {mode: 'dark'}});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 250},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'city', headerName: 'City', width: 130},
];

export default function StyleDarkTheme() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box sx={{height: 380, width: '100%', p: 2, bgcolor: 'background.default', color: 'text.primary'}}>
        <DataGridPro
          rows={EMPLOYEES}
          columns={columns}
          checkboxSelection
          initialState={{pinnedColumns: {left: ['name']}}}
          hideFooter
        />
      </Box>
    </ThemeProvider>
  );
}
