import * as React from 'react';
import Box from '@mui/material/Box';
import {SparkLineChart} from '@mui/x-charts';

const dailyOrders = [18, 24, 21, 30, 27, 35, 19];

export default function SparklineTooltip() {
  return (
    <Box sx={{maxWidth: 240}}>
      <SparkLineChart
        plotType="bar"
        data={dailyOrders}
        height={60}
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value} orders`)}
        xAxis={{scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']}}
      />
    </Box>
  );
}
