import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  company: string;
}

function ContactCell(params: GridRenderCellParams<Contact>) {
  const {name, email, company} = params.row;
  return (
    <Stack direction="row" spacing={2} sx={{height: '100%', alignItems: 'center'}}>
      <Avatar>{name[0]}</Avatar>
      {/* A flex column: each line keeps its own line height */}
      <Stack sx={{minWidth: 0}}>
        <Typography variant="body2" sx={{fontWeight: 600}}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {email} · {company}
        </Typography>
      </Stack>
    </Stack>
  );
}

const listColumn: GridListViewColDef<Contact> = {
  field: 'listColumn',
  renderCell: ContactCell,
};

const columns: GridColDef<Contact>[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'company', headerName: 'Company', width: 160},
];

const rows: Contact[] = [
  {id: 1, name: 'Priya Patel', email: 'priya@example.com', company: 'Northwind'},
  {id: 2, name: 'Lucas Silva', email: 'lucas@example.com', company: 'Contoso'},
  {id: 3, name: 'Hannah Schmidt', email: 'hannah@example.com', company: 'Fabrikam'},
  {id: 4, name: 'Kofi Asante', email: 'kofi@example.com', company: 'Litware'},
  {id: 5, name: 'Yui Tanaka', email: 'yui@example.com', company: 'Tailspin'},
];

export default function ListViewContacts() {
  return (
    <Box sx={{height: 420, width: '100%', maxWidth: 420}}>
      <DataGridPro rows={rows} columns={columns} rowHeight={64} listView listViewColumn={listColumn} />
    </Box>
  );
}
