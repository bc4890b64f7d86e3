import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts';

const hours = Array.from({length: 24}, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
// Deployments per hour over a day.
const deployments = [0, 0, 0, 0, 0, 0, 1, 2, 4, 6, 5, 3, 2, 4, 6, 7, 5, 3, 2, 1, 0, 0, 0, 0];

export default function SparklineItemTooltip() {
  return (
    <Stack spacing={0.5} sx={{maxWidth: 420}}>
      <Typography variant="body2">Deployments per hour, today</Typography>
      <SparkLineChart
        plotType="bar"
        data={deployments}
        height={56}
        color="#6a1b9a"
        showTooltip
        showHighlight
        xAxis={{scaleType: 'band', data: hours}}
        // With the item trigger, the tooltip appears only over a bar, not over empty hours.
        slotProps={{tooltip: {trigger: 'item'}}}
        valueFormatter={(value) => (value === null ? '' : `${value} deployments`)}
      />
    </Stack>
  );
}
