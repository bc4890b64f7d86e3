import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, gridStringOrNumberComparator, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type NamePart = 'first' | 'last';

const partOf = (name: string, part: NamePart) => {
  const words = name.split(' ');
  return part === 'first' ? words[0] : words[words.length - 1];
};

export default function SortingSwitchComparator() {
  const [part, setPart] = React.useState<NamePart>('last');

  // The columns depend on the choice, so a new comparator is used as soon as it changes.
  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'name',
        headerName: `Name (by ${part} name)`,
        flex: 1,
        minWidth: 190,
        sortComparator: (v1: string, v2: string, p1, p2) =>
          gridStringOrNumberComparator(partOf(v1, part), partOf(v2, part), p1, p2),
      },
      {field: 'role', headerName: 'Role', width: 190},
      {field: 'city', headerName: 'City', width: 130},
    ],
    [part],
  );

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={part}
        onChange={(_event, value: NamePart | null) => value && setPart(value)}
        sx={{mb: 1}}
      >
        <ToggleButton value="first">First name</ToggleButton>
        <ToggleButton value="last">Last name</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 380}}>
        <DataGrid
          rows={EMPLOYEES}
          columns={columns}
          initialState={{sorting: {sortModel: [{field: 'name', sort: 'asc'}]}}}
        />
      </Box>
    </Box>
  );
}
