import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef, type GridDensity} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function StyleBordersDensity() {
  const [cellBorders, setCellBorders] = React.useState(true);
  const [headerBorders, setHeaderBorders] = React.useState(true);
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />}
          label="showCellVerticalBorder"
        />
        <FormControlLabel
          control={<Switch checked={headerBorders} onChange={(event) => setHeaderBorders(event.target.checked)} />}
          label="showColumnVerticalBorder"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="density"
        >
          <ToggleButton value="compact">compact</ToggleButton>
          <ToggleButton value="standard">standard</ToggleButton>
          <ToggleButton value="comfortable">comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGrid
          rows={EMPLOYEES.slice(0, 12)}
          columns={columns}
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={headerBorders}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
