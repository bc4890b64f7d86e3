import * as React from 'react';
import type {} from '@mui/x-data-grid/themeAugmentation';
import Box from '@mui/material/Box';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const theme = createTheme({
  components: {
    MuiDataGrid: {
      defaultProps: {
        density: 'compact',
      },
      styleOverrides: {
        root: {borderRadius: 12},
        columnHeader: {textTransform: 'uppercase'},
      },
    },
  },
  mixins: {
    MuiDataGrid: {
      containerBackground: '#e8eef6',
    },
  },
});

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'plan', headerName: 'Plan', width: 120},
];

const rows = [
  {id: 1, name: 'Bright Labs', plan: 'Pro'},
  {id: 2, name: 'Kettle & Co', plan: 'Free'},
  {id: 3, name: 'Orbit Studio', plan: 'Premium'},
];

export default function StyleTheme() {
  return (
    <ThemeProvider theme={theme}>
      {/* The paper background keeps this light theme readable when the page is dark */}
      <Box sx={{height: 260, width: '100%', bgcolor: 'background.paper', color: 'text.primary'}}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
