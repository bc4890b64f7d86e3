import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

type Placement = 'top' | 'bottom' | 'right';

// The legend is laid out next to the SVG, so no margin has to be reserved for it.
const layouts = {
  top: {direction: 'horizontal', vertical: 'top', horizontal: 'center'},
  bottom: {direction: 'horizontal', vertical: 'bottom', horizontal: 'center'},
  right: {direction: 'vertical', vertical: 'middle', horizontal: 'end'},
} as const;

export default function LegendPosition() {
  const [placement, setPlacement] = React.useState<Placement>('bottom');
  const layout = layouts[placement];

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_, value: Placement | null) => value && setPlacement(value)}
        aria-label="Legend placement"
      >
        <ToggleButton value="top">Top</ToggleButton>
        <ToggleButton value="bottom">Bottom</ToggleButton>
        <ToggleButton value="right">Right</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: ['2021', '2022', '2023', '2024']}]}
        series={[
          {data: [12, 18, 24, 31], label: 'Subscriptions'},
          {data: [30, 28, 27, 25], label: 'One-time purchases'},
        ]}
        slotProps={{
          legend: {
            direction: layout.direction,
            position: {vertical: layout.vertical, horizontal: layout.horizontal},
          },
        }}
      />
    </Stack>
  );
}
