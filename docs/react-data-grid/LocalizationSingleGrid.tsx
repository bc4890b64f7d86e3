import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {deDE} from '@mui/x-data-grid/locales';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'stadt', headerName: 'Stadt', width: 160},
];

const rows = [
  {id: 1, name: 'Bäckerei Sommer', stadt: 'Hamburg'},
  {id: 2, name: 'Fahrradladen Kette', stadt: 'Leipzig'},
  {id: 3, name: 'Buchhandlung Eule', stadt: 'Köln'},
];

export default function LocalizationSingleGrid() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        localeText={deDE.components.MuiDataGrid.defaultProps.localeText}
      />
    </Box>
  );
}
