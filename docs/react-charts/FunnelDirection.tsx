import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {FunnelChart} from '@mui/x-charts-pro';

// Staff of a company by level: few executives at the top, many engineers at the base.
const levels = [
  {label: 'Executives', value: 6},
  {label: 'Directors', value: 18},
  {label: 'Managers', value: 54},
  {label: 'Engineers', value: 210},
];
type Direction = 'auto' | 'increasing' | 'decreasing';

export default function FunnelDirection() {
  const [direction, setDirection] = React.useState<Direction>('auto');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_, value: Direction | null) => value && setDirection(value)}
        aria-label="funnelDirection"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[
          {
            curve: 'pyramid',
            funnelDirection: direction,
            data: levels,
            valueFormatter: (item) => `${item.value} people`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
