import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Nadia Karimi', email: 'nadia@example.com', seats: 3},
  {id: 2, name: 'Victor Dupont', email: 'victor@example.com', seats: 12},
  {id: 3, name: 'Aroha Ngata', email: 'aroha@example.com', seats: 5},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 160, editable: true},
  {
    field: 'email',
    headerName: 'Email',
    width: 220,
    editable: true,
    preProcessEditCellProps: (params) => {
      const hasError = !/^\S+@\S+\.\S+$/.test(String(params.props.value ?? ''));
      return {...params.props, error: hasError};
    },
  },
  {
    field: 'seats',
    headerName: 'Seats (1-50)',
    type: 'number',
    width: 130,
    editable: true,
    preProcessEditCellProps: (params) => {
      const value = Number(params.props.value);
      return {...params.props, error: !Number.isInteger(value) || value < 1 || value > 50};
    },
  },
];

export default function EditingValidation() {
  return (
    <Box
      sx={{
        height: 280,
        width: '100%',
        // Invalid values get a red background until they are fixed.
        '& .MuiDataGrid-cell--editing .Mui-error': {bgcolor: 'rgba(211, 47, 47, 0.12)', color: 'error.main'},
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
