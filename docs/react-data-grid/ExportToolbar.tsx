import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'email', headerName: 'Email', width: 220},
  {field: 'city', headerName: 'City', width: 140},
];

const rows = [
  {id: 1, name: 'Lena Fischer', email: 'lena@example.com', city: 'München'},
  {id: 2, name: 'Omar Haddad', email: 'omar@example.com', city: 'Amman'},
  {id: 3, name: 'Chloé Martin', email: 'chloe@example.com', city: 'Besançon'},
  {id: 4, name: 'Søren Dahl', email: 'soren@example.com', city: 'Aarhus'},
];

export default function ExportToolbar() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // The BOM lets Excel read the accented characters correctly
            csvOptions: {fileName: 'contacts', utf8WithBom: true},
            printOptions: {hideFooter: true, hideToolbar: true},
          },
        }}
      />
    </Box>
  );
}
