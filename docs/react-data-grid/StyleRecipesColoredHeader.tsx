import * as React from 'react';
import Box from '@mui/material/Box';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'id', headerName: 'ID', width: 80},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'stock', headerName: 'Stock', type: 'number', width: 110},
];

const rows = [
  {id: 1, product: 'Floor lamp', stock: 14},
  {id: 2, product: 'Bookshelf', stock: 6},
  {id: 3, product: 'Side table', stock: 22},
];

// `palette.DataGrid.headerBg` paints the whole header band: header cells, fillers, and pinned headers.
const headerColors = {DataGrid: {headerBg: '#1e3a5f'}};

// Extends the surrounding theme, so the page's color mode still applies to the rest of the grid.
// With CSS theme variables, the grid reads the palette from `theme.vars`, so both are extended.
function withColoredHeader(outerTheme: Theme): Theme {
  return {
    ...outerTheme,
    palette: {...outerTheme.palette, ...headerColors},
    ...(outerTheme.vars && {vars: {...outerTheme.vars, palette: {...outerTheme.vars.palette, ...headerColors}}}),
  };
}

export default function StyleRecipesColoredHeader() {
  return (
    <ThemeProvider theme={withColoredHeader}>
      <Box sx={{height: 280, width: '100%'}}>
        <DataGrid
          rows={rows}
          columns={columns}
          sx={{
            '& .MuiDataGrid-columnHeader': {color: '#fff'},
            '& .MuiDataGrid-columnHeader .MuiSvgIcon-root': {color: '#fff'},
          }}
        />
      </Box>
    </ThemeProvider>
  );
}
