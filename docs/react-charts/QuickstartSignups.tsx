import * as React from 'react';
import Box from '@mui/material/Box';
import {LineChart} from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function QuickstartSignups() {
  return (
    // The chart takes the width of this box and its own fixed height.
    <Box sx={{width: '100%'}}>
      <LineChart
        height={320}
        xAxis={[{scaleType: 'point', data: months}]}
        series={[{data: [120, 180, 150, 210, 260, 240], label: 'Sign-ups'}]}
      />
    </Box>
  );
}
