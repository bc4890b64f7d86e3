import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart, type StackOffsetType} from '@mui/x-charts';

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];
const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];

export default function StackingOffset() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('expand');
  const asPercent = stackOffset === 'expand';

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOffset}
        onChange={(_, value: StackOffsetType | null) => value && setStackOffset(value)}
        aria-label="stackOffset"
      >
        {offsets.map((offset) => (
          <ToggleButton key={offset} value={offset} sx={{textTransform: 'none'}}>
            {offset}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={320}
        xAxis={[{scaleType: 'point', data: years}]}
        yAxis={[{valueFormatter: (value: number) => (asPercent ? `${Math.round(value * 100)}%` : String(value))}]}
        series={[
          {data: [40, 44, 52, 55, 57, 58, 60], label: 'Mobile', stackOffset},
          {data: [55, 51, 44, 41, 39, 38, 36], label: 'Desktop'},
          {data: [5, 5, 4, 4, 4, 4, 4], label: 'Tablet'},
        ].map((series) => ({
          ...series,
          area: true,
          stack: 'device',
          showMark: false,
          valueFormatter: (value: number | null) => `${value}%`,
        }))}
      />
    </Stack>
  );
}
