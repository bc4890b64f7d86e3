import * as React from 'react';
import {LineChart} from '@mui/x-charts';

export default function AxisDomain() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']}]}
      yAxis={[{min: 0, max: 10, label: 'Conversion rate', valueFormatter: (value: number) => `${value}%`}]}
      series={[{data: [3.2, 4.1, 3.8, 5.6, 6.2], label: 'Conversion rate'}]}
    />
  );
}
