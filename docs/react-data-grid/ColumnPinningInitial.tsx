import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCell,
  GridActionsCellItem,
  GridDeleteIcon,
  type GridColDef,
} from '@mui/x-data-grid-pro';

type Employee = {
  id: number;
  name: string;
  department: string;
  title: string;
  city: string;
  email: string;
  salary: number;
};

const initialRows: Employee[] = [
  {
    id: 1,
    name: 'Hana Kim',
    department: 'Engineering',
    title: 'Staff engineer',
    city: 'Seoul',
    email: 'hana.kim@example.com',
    salary: 142000,
  },
  {
    id: 2,
    name: 'Omar Farouk',
    department: 'Finance',
    title: 'Controller',
    city: 'Cairo',
    email: 'omar.farouk@example.com',
    salary: 98000,
  },
  {
    id: 3,
    name: 'Julia Nowak',
    department: 'Marketing',
    title: 'Brand lead',
    city: 'Warsaw',
    email: 'julia.nowak@example.com',
    salary: 87000,
  },
  {
    id: 4,
    name: 'Pedro Lima',
    department: 'Sales',
    title: 'Account executive',
    city: 'Recife',
    email: 'pedro.lima@example.com',
    salary: 76000,
  },
  {
    id: 5,
    name: 'Ava Thompson',
    department: 'Engineering',
    title: 'Engineering manager',
    city: 'Austin',
    email: 'ava.thompson@example.com',
    salary: 155000,
  },
];

export default function ColumnPinningInitial() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {field: 'name', headerName: 'Name', width: 160},
      {field: 'department', headerName: 'Department', width: 160},
      {field: 'title', headerName: 'Title', width: 200},
      {field: 'city', headerName: 'City', width: 140},
      {field: 'email', headerName: 'Email', width: 240},
      {field: 'salary', headerName: 'Salary', type: 'number', width: 140},
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridDeleteIcon />}
              label="Delete"
              onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{
          pinnedColumns: {left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'], right: ['actions']},
        }}
      />
    </Box>
  );
}
