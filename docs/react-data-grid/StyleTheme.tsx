import * as React from 'react';
import Box from '@mui/material/Box';
import {createTheme, ThemeProvider, type Theme} from '@mui/material/styles';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import type {DataGridComponents} from '@mui/x-data-grid/themeAugmentation';

// The `MuiDataGrid` theme entry, typed by the augmentation module.
const dataGridComponents: DataGridComponents<Theme> = {
  MuiDataGrid: {
    defaultProps: {
      density: 'compact',
    },
    styleOverrides: {
      root: {borderRadius: 12},
      columnHeader: {textTransform: 'uppercase'},
    },
  },
};

// The grid's own colors, read from `palette.DataGrid` in v8 (`theme.mixins.MuiDataGrid` in v7).
const dataGridPalette = {
  DataGrid: {
    bg: '#f8fafc',
    headerBg: '#e2e8f0',
    pinnedBg: '#f1f5f9',
  },
};

// A light theme with the grid entries added to it.
const baseTheme = createTheme();
const theme: Theme = {
  ...baseTheme,
  components: {...baseTheme.components, ...dataGridComponents},
  palette: {...baseTheme.palette, ...dataGridPalette},
};

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
