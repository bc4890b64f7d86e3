import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart} from '@mui/x-charts';
import {MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

export default function AxisBandVersusPoint() {
  const [scaleType, setScaleType] = React.useState<'point' | 'band'>('point');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, value: 'point' | 'band' | null) => value && setScaleType(value)}
        aria-label="X-axis scale type"
      >
        <ToggleButton value="point">point</ToggleButton>
        <ToggleButton value="band">band</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{scaleType, data: MONTHS}]}
        yAxis={[{valueFormatter: (value: number) => `${value} °C`}]}
        series={[{data: TEMPERATURES.paris, label: 'Paris, mean temperature'}]}
      />
    </Stack>
  );
}
