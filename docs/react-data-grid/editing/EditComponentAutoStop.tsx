import * as React from 'react';
import Box from '@mui/material/Box';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import MenuItem from '@mui/material/MenuItem';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {DEPARTMENTS, EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

function DepartmentEditCell({id, field, value}: GridRenderEditCellParams<Employee, Employee['department']>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent) => {
    // Wait for the value to be processed (and validated) before leaving edit mode.
    const accepted = await apiRef.current.setEditCellValue({id, field, value: event.target.value});
    if (accepted) {
      apiRef.current.stopCellEditMode({id, field});
    }
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      size="small"
      fullWidth
      autoFocus
      defaultOpen
      sx={{height: '100%', '& fieldset': {border: 'none'}}}
    >
      {DEPARTMENTS.map((department) => (
        <MenuItem key={department} value={department}>
          {department}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 200},
  {
    field: 'department',
    headerName: 'Department',
    width: 170,
    editable: true,
    renderEditCell: (params) => <DepartmentEditCell {...params} />,
  },
];

export default function EditComponentAutoStop() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={EMPLOYEES.slice(0, 12)} columns={columns} hideFooter />
    </Box>
  );
}
