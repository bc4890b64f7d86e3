import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, order: 'SO-1042', customer: 'Northwind Traders', total: 1280.5, status: 'Shipped'},
  {id: 2, order: 'SO-1043', customer: 'Contoso Ltd', total: 342.0, status: 'Processing'},
  {id: 3, order: 'SO-1044', customer: 'Fabrikam Inc', total: 2150.75, status: 'Shipped'},
  {id: 4, order: 'SO-1045', customer: 'Adventure Works', total: 89.9, status: 'Cancelled'},
];

const columns: GridColDef[] = [
  {field: 'order', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160},
  {field: 'total', headerName: 'Total ($)', type: 'number', width: 110},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function OverviewDataGrid() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
