import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'role', headerName: 'Role', width: 200, editable: true},
  {field: 'city', headerName: 'City', width: 130, editable: true},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120, editable: true},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true},
];

export default function UndoRedoBasic() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* Editable columns are enough: the history records cell edits, row edits, and pastes. */}
      <DataGridPremium rows={EMPLOYEES} columns={columns} showToolbar cellSelection />
    </Box>
  );
}
