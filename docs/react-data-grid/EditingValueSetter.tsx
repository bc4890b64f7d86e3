import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Member = {id: number; firstName: string; lastName: string; countryCode: string};

const initialRows: Member[] = [
  {id: 1, firstName: 'Lucía', lastName: 'Fernández', countryCode: 'ES'},
  {id: 2, firstName: 'Arjun', lastName: 'Mehta', countryCode: 'IN'},
  {id: 3, firstName: 'Zoë', lastName: 'Dubois', countryCode: 'FR'},
];

const columns: GridColDef<Member>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (derived)',
    width: 220,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Write the edited text back into the two real fields.
    valueSetter: (value: string, row) => {
      const [firstName, ...rest] = value.trim().split(' ');
      return {...row, firstName, lastName: rest.join(' ')};
    },
  },
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {
    field: 'countryCode',
    headerName: 'Country code',
    width: 140,
    editable: true,
    // Normalize what users type: "fr" is stored as "FR".
    valueParser: (value: string) => value.toUpperCase().slice(0, 2),
  },
];

export default function EditingValueSetter() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Box sx={{height: 280, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        processRowUpdate={(newRow: Member) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
