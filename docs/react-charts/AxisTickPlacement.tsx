import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

type TickPlacement = 'start' | 'middle' | 'end' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];

export default function AxisTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('tick');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', rowGap: 1}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={tickPlacement}
          onChange={(_, value: TickPlacement | null) => value && setTickPlacement(value)}
          aria-label="tickPlacement"
        >
          {(['start', 'middle', 'end', 'extremities'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={tickLabelPlacement}
          onChange={(_, value: TickLabelPlacement | null) => value && setTickLabelPlacement(value)}
          aria-label="tickLabelPlacement"
        >
          <ToggleButton value="middle">label: middle</ToggleButton>
          <ToggleButton value="tick">label: tick</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: quarters, tickPlacement, tickLabelPlacement, tickSize: 10, height: 35}]}
        series={[{data: [1.8, 2.3, 2.1, 2.9], label: 'Revenue (M$)'}]}
      />
    </Stack>
  );
}
