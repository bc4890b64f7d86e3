import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

const startups = ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Ginkgo'];
// Net income in k$: a few losses, a break-even, and one company far ahead of the others.
const netIncome = [-420, -35, 0, 12, 180, 2600, 48000];

type Scale = 'linear' | 'symlog';

export default function AxisSymlog() {
  const [scaleType, setScaleType] = React.useState<Scale>('symlog');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, value: Scale | null) => value && setScaleType(value)}
        aria-label="Value axis scale type"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="symlog">symlog</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: startups}]}
        yAxis={[
          {
            scaleType,
            // Values between -10 and 10 stay on the linear part of the scale.
            constant: 10,
            width: 60,
            tickInterval: scaleType === 'symlog' ? [-1000, -100, 0, 100, 1000, 10000, 50000] : undefined,
            valueFormatter: (value: number) => value.toLocaleString('en-US'),
          },
        ]}
        series={[{data: netIncome, label: 'Net income (k$)'}]}
        hideLegend
      />
    </Stack>
  );
}
