import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 'SO-1041', customer: 'Northwind', total: 1290.5},
  {id: 'SO-1042', customer: 'Blue Harbor', total: 480},
  {id: 'SO-1043', customer: 'Acme Tools', total: 215.75},
  {id: 'SO-1044', customer: 'Green Leaf', total: 3020},
  {id: 'SO-1045', customer: 'Maple Co.', total: 99.9},
  {id: 'SO-1046', customer: 'Sakura Ltd', total: 1875.25},
  {id: 'SO-1047', customer: 'Fjord AS', total: 640},
];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1},
  {field: 'total', headerName: 'Total (USD)', type: 'number', width: 140},
];

export default function LayoutFillSpace() {
  return (
    // In an app this would often be `height: '100vh'`; the grid takes what the header leaves.
    <Box sx={{display: 'flex', flexDirection: 'column', height: 420, border: 1, borderColor: 'divider'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, p: 2}}>
        <Typography variant="h6" component="p" sx={{flex: 1}}>
          Orders
        </Typography>
        <TextField size="small" label="Search orders" />
      </Box>
      <DataGrid rows={rows} columns={columns} sx={{border: 0}} />
    </Box>
  );
}
