import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

type Placement = 'top' | 'bottom' | 'right';

// Each placement needs room on its side: the chart does not reserve it for you.
const layouts = {
  top: {margin: {top: 60, bottom: 30, right: 20}, direction: 'row', vertical: 'top', horizontal: 'middle'},
  bottom: {margin: {top: 20, bottom: 80, right: 20}, direction: 'row', vertical: 'bottom', horizontal: 'middle'},
  right: {margin: {top: 20, bottom: 30, right: 170}, direction: 'column', vertical: 'middle', horizontal: 'right'},
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
        height={340}
        margin={layout.margin}
        xAxis={[{scaleType: 'band', data: ['2021', '2022', '2023', '2024']}]}
        series={[
          {data: [12, 18, 24, 31], label: 'Subscriptions'},
          {data: [30, 28, 27, 25], label: 'One-time purchases'},
        ]}
        slotProps={{
          legend: {
            direction: layout.direction,
            position: {vertical: layout.vertical, horizontal: layout.horizontal},
            itemMarkWidth: 12,
            itemMarkHeight: 12,
            padding: 0,
          },
        }}
      />
    </Stack>
  );
}
