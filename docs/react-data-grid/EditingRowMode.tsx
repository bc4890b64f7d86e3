import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Address = {id: number; street: string; city: string; postalCode: string; country: string};

const initialRows: Address[] = [
  {id: 1, street: '221B Baker Street', city: 'London', postalCode: 'NW1 6XE', country: 'United Kingdom'},
  {id: 2, street: '8 Rue de Rivoli', city: 'Paris', postalCode: '75004', country: 'France'},
  {id: 3, street: 'Unter den Linden 77', city: 'Berlin', postalCode: '10117', country: 'Germany'},
];

const columns: GridColDef<Address>[] = [
  {field: 'street', headerName: 'Street', flex: 1, minWidth: 180, editable: true},
  {field: 'city', headerName: 'City', width: 120, editable: true},
  {field: 'postalCode', headerName: 'Postal code', width: 120, editable: true},
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: ['France', 'Germany', 'United Kingdom'],
    width: 160,
    editable: true,
  },
];

export default function EditingRowMode() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        // The whole address is committed at once.
        processRowUpdate={(newRow: Address) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
