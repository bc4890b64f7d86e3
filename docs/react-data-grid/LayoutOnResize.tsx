import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGrid, type ElementSize, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 120},
];

const SIZES = {small: {width: 420, height: 260}, medium: {width: 620, height: 320}, large: {width: 820, height: 380}};

type SizeName = keyof typeof SIZES;

export default function LayoutOnResize() {
  const [size, setSize] = React.useState<SizeName>('medium');
  const [reported, setReported] = React.useState<ElementSize | null>(null);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={size}
          onChange={(_event, value: SizeName | null) => value && setSize(value)}
          aria-label="container size"
        >
          <ToggleButton value="small">Small</ToggleButton>
          <ToggleButton value="medium">Medium</ToggleButton>
          <ToggleButton value="large">Large</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
          {reported
            ? `onResize: ${Math.round(reported.width)} × ${Math.round(reported.height)} px`
            : 'onResize has not been called yet'}
        </Typography>
      </Stack>
      <Box sx={{...SIZES[size], maxWidth: '100%', transition: 'width 200ms, height 200ms'}}>
        <DataGrid
          rows={EMPLOYEES.slice(0, 12)}
          columns={columns}
          density="compact"
          hideFooter
          // Called at most every 120 ms while the container changes size.
          resizeThrottleMs={120}
          onResize={setReported}
        />
      </Box>
    </Box>
  );
}
