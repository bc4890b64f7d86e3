import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowParams} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  paid: boolean;
}

const columns: GridColDef<Invoice>[] = [
  {field: 'id', headerName: 'Invoice', width: 100},
  {field: 'client', headerName: 'Client', width: 180},
  {field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120},
  {field: 'paid', headerName: 'Paid', type: 'boolean', width: 100},
];

const rows: Invoice[] = [
  {id: 1041, client: 'Northwind', amount: 250, paid: false},
  {id: 1042, client: 'Contoso', amount: 90, paid: true},
  {id: 1043, client: 'Fabrikam', amount: 1320, paid: false},
  {id: 1044, client: 'Tailspin', amount: 75, paid: true},
  {id: 1045, client: 'Litware', amount: 480, paid: false},
];

// Paid invoices cannot be selected for a reminder
const isRowSelectable = (params: GridRowParams<Invoice>) => !params.row.paid;

export default function RowSelectionSelectable() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection isRowSelectable={isRowSelectable} />
    </Box>
  );
}
