import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LineDemoRevenueAndConversion() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[
        {id: 'revenue', valueFormatter: (value: number) => `$${value}k`},
        {id: 'rate', position: 'right', valueFormatter: (value: number) => `${value}%`},
      ]}
      series={[
        {data: [120, 132, 128, 151, 166, 172], label: 'Revenue', yAxisId: 'revenue'},
        {data: [2.1, 2.4, 2.2, 2.8, 3.1, 3.0], label: 'Conversion rate', yAxisId: 'rate'},
      ]}
    />
  );
}
