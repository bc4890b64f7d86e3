import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts';

// Daily water use of a household (liters) against its 300 L target.
const TARGET = 300;
const usage = [280, 310, 295, 340, 360, 330, 290, 270, 305, 320, 285, 260, 275, 300];

export default function SparklineBaseline() {
  return (
    <Stack spacing={0.5} sx={{maxWidth: 360}}>
      <Typography variant="body2">Water use, last 14 days (fill: distance to the {TARGET} L target)</Typography>
      <SparkLineChart
        data={usage}
        height={60}
        area
        // The area fills between the line and the target instead of zero.
        baseline={TARGET}
        yAxis={{min: 240, max: 380}}
        color="#0277bd"
        showTooltip
        valueFormatter={(value) => (value === null ? '' : `${value} L`)}
      />
    </Stack>
  );
}
