import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridInitialState} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

// What a previous session saved, for example from `exportState().columns.dimensions`
const savedLayout: GridInitialState = {
  columns: {
    dimensions: {
      name: {width: 220, flex: 0},
      role: {width: 160, flex: 0},
      department: {width: 110},
      city: {flex: 1, minWidth: 100},
    },
  },
};

export default function ColumnDimensionsInitialWidths() {
  const [useSaved, setUseSaved] = React.useState(true);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={useSaved} onChange={(event) => setUseSaved(event.target.checked)} />}
        label="Start from the saved widths"
      />
      <Box sx={{height: 360}}>
        {/* `initialState` is read once: the key remounts the grid when the switch changes */}
        <DataGrid
          key={String(useSaved)}
          rows={EMPLOYEES}
          columns={columns}
          initialState={useSaved ? savedLayout : undefined}
          hideFooter
        />
      </Box>
    </Box>
  );
}
