import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTriggers() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        slotProps={{tooltip: {trigger}}}
        xAxis={[{scaleType: 'band', data: ['Alpha', 'Beta', 'Gamma']}]}
        series={[
          {data: [21, 34, 18], label: 'Bugs'},
          {data: [12, 9, 22], label: 'Features'},
        ]}
      />
    </Stack>
  );
}
