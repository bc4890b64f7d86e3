import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function OverviewChart() {
  return (
    <LineChart
      height={260}
      xAxis={[{scaleType: 'point', data: weeks}]}
      series={[
        {data: [120, 132, 128, 150, 171, 165, 190, 204], label: 'Sign-ups'},
        {data: [80, 85, 91, 96, 110, 118, 121, 135], label: 'Activations'},
      ]}
    />
  );
}
