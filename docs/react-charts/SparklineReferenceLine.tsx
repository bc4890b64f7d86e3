import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ChartsReferenceLine, SparkLineChart} from '@mui/x-charts';

// Response time of an API (ms), one sample every 5 minutes over two hours.
const latency = [
  182, 175, 190, 201, 188, 179, 240, 265, 230, 196, 185, 178, 172, 181, 176, 190, 185, 179, 174, 170, 168, 175, 180,
  177,
];
const average = Math.round(latency.reduce((sum, value) => sum + value, 0) / latency.length);

export default function SparklineReferenceLine() {
  return (
    <Stack spacing={0.5} sx={{maxWidth: 360}}>
      <Typography variant="body2">API latency, last 2 hours (dashed: average {average} ms)</Typography>
      <SparkLineChart data={latency} height={60} color="#ef6c00" showHighlight showTooltip>
        {/* Children are drawn in the sparkline's SVG, with access to its scales. */}
        <ChartsReferenceLine y={average} lineStyle={{strokeDasharray: '3 3', stroke: '#757575'}} />
      </SparkLineChart>
    </Stack>
  );
}
