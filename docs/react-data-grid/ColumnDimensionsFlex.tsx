import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 101, name: 'Trail running shoes', description: 'Lightweight shoes with a grippy sole for muddy paths'},
  {id: 102, name: 'Rain jacket', description: 'Packable, seam-sealed shell with an adjustable hood'},
  {id: 103, name: 'Headlamp', description: '350 lumen rechargeable lamp with a red night mode'},
  {id: 104, name: 'Water bottle', description: 'Insulated steel bottle, keeps drinks cold for 24 hours'},
];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'ID', width: 80},
  // Both columns share the free space, in a 1:2 ratio.
  {field: 'name', headerName: 'Name (flex: 1)', flex: 1, minWidth: 150},
  {field: 'description', headerName: 'Description (flex: 2)', flex: 2, minWidth: 200},
];

export default function ColumnDimensionsFlex() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
