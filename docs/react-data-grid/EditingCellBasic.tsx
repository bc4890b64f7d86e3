import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Person = {id: number; name: string; age: number; role: string; startDate: Date; remote: boolean};

const rows: Person[] = [
  {id: 1, name: 'Fatima Zahra', age: 34, role: 'Admin', startDate: new Date(2019, 2, 4), remote: false},
  {id: 2, name: 'Lukas Weber', age: 28, role: 'Editor', startDate: new Date(2021, 8, 13), remote: true},
  {id: 3, name: 'Mei Lin', age: 41, role: 'Viewer', startDate: new Date(2016, 5, 1), remote: true},
  {id: 4, name: 'Samuel Osei', age: 25, role: 'Editor', startDate: new Date(2023, 0, 16), remote: false},
];

const columns: GridColDef<Person>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'age', headerName: 'Age', type: 'number', width: 90, editable: true},
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Admin', 'Editor', 'Viewer'],
    width: 130,
    editable: true,
  },
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 140, editable: true},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true},
];

export default function EditingCellBasic() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      {/* Double-click a cell or press Enter to edit; Admin rows are read-only. */}
      <DataGrid rows={rows} columns={columns} hideFooter isCellEditable={(params) => params.row.role !== 'Admin'} />
    </Box>
  );
}
