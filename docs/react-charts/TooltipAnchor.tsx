import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

type Anchor = 'pointer' | 'node';
type Position = 'top' | 'bottom' | 'left' | 'right';

export default function TooltipAnchor() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');
  const [position, setPosition] = React.useState<Position>('top');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', rowGap: 1}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={anchor}
          onChange={(_, value: Anchor | null) => value && setAnchor(value)}
          aria-label="anchor"
        >
          <ToggleButton value="pointer">anchor: pointer</ToggleButton>
          <ToggleButton value="node">anchor: node</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_, value: Position | null) => value && setPosition(value)}
          aria-label="position"
        >
          {(['top', 'bottom', 'left', 'right'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: ['Espresso', 'Latte', 'Cappuccino', 'Mocha', 'Tea']}]}
        series={[{data: [142, 210, 168, 74, 96], label: 'Cups sold today'}]}
        // With anchor 'node', the tooltip sticks to the hovered bar instead of following the pointer.
        slotProps={{tooltip: {trigger: 'item', anchor, position}}}
      />
    </Stack>
  );
}
