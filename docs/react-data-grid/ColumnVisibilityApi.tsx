import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridColumnVisibilityModel} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function ColumnVisibilityApi() {
  const apiRef = useGridApiRef();
  // A copy of the model for the chips; the grid itself stays uncontrolled.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap', rowGap: 1}}>
        {columns.map((column) => {
          const visible = model[column.field] !== false;
          return (
            <Chip
              key={column.field}
              label={column.headerName}
              color={visible ? 'primary' : 'default'}
              variant={visible ? 'filled' : 'outlined'}
              onClick={() => apiRef.current?.setColumnVisibility(column.field, !visible)}
            />
          );
        })}
        <Chip label="Show all" variant="outlined" onClick={() => apiRef.current?.setColumnVisibilityModel({})} />
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          apiRef={apiRef}
          rows={EMPLOYEES.slice(0, 10)}
          columns={columns}
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
