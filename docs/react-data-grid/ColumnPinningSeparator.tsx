import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPro, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type Separator = DataGridProProps['pinnedColumnsSectionSeparator'];

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 250},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130},
];

export default function ColumnPinningSeparator() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_event, value: Separator | null) => value && setSeparator(value)}
        sx={{mb: 1}}
      >
        <ToggleButton value="border-and-shadow">border-and-shadow</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
        <ToggleButton value="shadow">shadow</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 360}}>
        <DataGridPro
          rows={EMPLOYEES}
          columns={columns}
          pinnedColumnsSectionSeparator={separator}
          initialState={{pinnedColumns: {left: ['name'], right: ['salary']}}}
          hideFooter
        />
      </Box>
    </Box>
  );
}
