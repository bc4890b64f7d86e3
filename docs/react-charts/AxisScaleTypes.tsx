import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart} from '@mui/x-charts';

const versions = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7'];
// Weekly npm downloads of a package that grew by orders of magnitude.
const downloads = [120, 950, 4800, 31000, 140000, 720000, 2400000];

export default function AxisScaleTypes() {
  const [scaleType, setScaleType] = React.useState<'linear' | 'log'>('log');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, value: 'linear' | 'log' | null) => value && setScaleType(value)}
        aria-label="Y-axis scale type"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: versions}]}
        yAxis={[{scaleType, width: 70, valueFormatter: (value: number) => value.toLocaleString('en-US')}]}
        series={[{data: downloads, label: 'Weekly downloads', curve: 'linear'}]}
      />
    </Stack>
  );
}
