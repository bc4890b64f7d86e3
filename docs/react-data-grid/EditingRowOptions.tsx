import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// The roles that exist in each department, computed from the data set.
const ROLES_BY_DEPARTMENT = EMPLOYEES.reduce<Record<string, string[]>>((lookup, employee) => {
  const roles = lookup[employee.department] ?? [];
  if (!roles.includes(employee.role)) {
    roles.push(employee.role);
  }
  return {...lookup, [employee.department]: roles};
}, {});
const ALL_ROLES = [...new Set(EMPLOYEES.map((employee) => employee.role))];

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {
    field: 'role',
    headerName: 'Role (per department)',
    type: 'singleSelect',
    width: 220,
    editable: true,
    // With a row, offer the roles of its department; without one (filter panel), all roles.
    valueOptions: ({row}) => (row ? ROLES_BY_DEPARTMENT[row.department] : ALL_ROLES),
  },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 100,
    editable: true,
  },
];

export default function EditingRowOptions() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={EMPLOYEES} columns={columns} hideFooter />
    </Box>
  );
}
