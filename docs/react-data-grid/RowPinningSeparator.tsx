import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPro, type DataGridProProps, type GridColDef, type GridPinnedRowsProp} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type Separator = DataGridProProps['pinnedRowsSectionSeparator'];

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 180},
  {field: 'city', headerName: 'City', width: 130},
];

// Two department heads stay at the top, the newest hire at the bottom.
const managers = EMPLOYEES.filter((employee) => employee.managerId === null).slice(0, 2);
const newest = EMPLOYEES.reduce((latest, employee) => (employee.startDate > latest.startDate ? employee : latest));
const pinnedIds = new Set([...managers.map((employee) => employee.id), newest.id]);
const pinnedRows: GridPinnedRowsProp<Employee> = {top: managers, bottom: [newest]};
const rows = EMPLOYEES.filter((employee) => !pinnedIds.has(employee.id));

export default function RowPinningSeparator() {
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
      </ToggleButtonGroup>
      <Box sx={{height: 420}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={separator}
          hideFooter
        />
      </Box>
    </Box>
  );
}
