import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef, type GridColumnResizeParams} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'role', headerName: 'Role', width: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'city', headerName: 'City', width: 120},
];

const PRESETS: Record<string, Record<string, number>> = {
  Compact: {name: 130, role: 120, department: 110, city: 90},
  Wide: {name: 200, role: 240, department: 160, city: 150},
};

export default function ColumnDimensionsSetWidth() {
  const apiRef = useGridApiRef();
  const [changes, setChanges] = React.useState(0);

  const applyPreset = (preset: Record<string, number>) => {
    Object.entries(preset).forEach(([field, width]) => apiRef.current?.setColumnWidth(field, width));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        {Object.entries(PRESETS).map(([label, preset]) => (
          <Button key={label} size="small" variant="outlined" onClick={() => applyPreset(preset)}>
            {label}
          </Button>
        ))}
        <Typography variant="body2">onColumnWidthChange calls: {changes}</Typography>
      </Stack>
      <Box sx={{height: 320}}>
        <DataGrid
          apiRef={apiRef}
          rows={EMPLOYEES.slice(0, 6)}
          columns={columns}
          hideFooter
          onColumnWidthChange={(_params: GridColumnResizeParams) => setChanges((count) => count + 1)}
        />
      </Box>
    </Box>
  );
}
