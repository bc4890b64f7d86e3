import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Account = {id: number; company: string; website: string; status: 'Active' | 'Trial' | 'Churned'};

const rows: Account[] = [
  {id: 1, company: 'Northwind Traders', website: 'northwind.example.com', status: 'Active'},
  {id: 2, company: 'Blue Harbor Logistics', website: 'blueharbor.example.com', status: 'Trial'},
  {id: 3, company: 'Acme Tools', website: 'acme.example.com', status: 'Churned'},
  {id: 4, company: 'Green Leaf Grocers', website: 'greenleaf.example.com', status: 'Active'},
];

const statusColors = {Active: 'success', Trial: 'primary', Churned: 'default'} as const;

const columns: GridColDef<Account>[] = [
  {field: 'company', headerName: 'Company', flex: 1, minWidth: 180},
  {
    field: 'website',
    headerName: 'Website',
    width: 220,
    // `tabIndex` keeps the link out of the tab order unless its cell has focus.
    renderCell: (params) => (
      <Link href={`https://${params.value}`} tabIndex={params.tabIndex} target="_blank" rel="noopener">
        {params.value}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    display: 'flex',
    renderCell: (params) => <Chip size="small" label={params.formattedValue} color={statusColors[params.row.status]} />,
  },
];

export default function ColumnDefinitionRenderCell() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
