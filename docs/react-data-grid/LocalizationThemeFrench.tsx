import * as React from 'react';
import Box from '@mui/material/Box';
import {frFR as coreFrFR} from '@mui/material/locale';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {frFR} from '@mui/x-data-grid/locales';

const theme = createTheme({palette: {primary: {main: '#1976d2'}}}, frFR, coreFrFR);

const columns: GridColDef[] = [
  {field: 'nom', headerName: 'Nom', width: 180},
  {field: 'ville', headerName: 'Ville', width: 160},
];

const rows = [
  {id: 1, nom: 'Boulangerie Rive', ville: 'Paris'},
  {id: 2, nom: 'Atelier Lumière', ville: 'Lyon'},
  {id: 3, nom: 'Café du Port', ville: 'Marseille'},
];

export default function LocalizationThemeFrench() {
  return (
    <ThemeProvider theme={theme}>
      {/* The paper background keeps this light theme readable when the page is dark */}
      <Box sx={{height: 340, width: '100%', bgcolor: 'background.paper', color: 'text.primary'}}>
        <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar />
      </Box>
    </ThemeProvider>
  );
}
