import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {Gauge, gaugeClasses} from '@mui/x-charts';

function colorFor(value: number) {
  if (value >= 90) return '#d32f2f';
  if (value >= 70) return '#ed6c02';
  return '#2e7d32';
}

export default function GaugeColorByValue() {
  const [load, setLoad] = React.useState(76);

  return (
    <Box sx={{maxWidth: 260}}>
      <Gauge
        height={160}
        value={load}
        startAngle={-110}
        endAngle={110}
        text={({value}) => `${value}% CPU`}
        sx={{[`& .${gaugeClasses.valueArc}`]: {fill: colorFor(load)}}}
      />
      <Slider value={load} onChange={(_, value) => setLoad(value as number)} aria-label="CPU load" />
    </Box>
  );
}
