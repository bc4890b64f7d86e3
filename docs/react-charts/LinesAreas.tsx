import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function LinesAreas() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[{min: 60, max: 100, valueFormatter: (value: number) => `${value}%`}]}
      series={[
        {
          data: [71, 74, 79, 77, 83, 86, 84, 89],
          label: 'Customer satisfaction',
          area: true,
          // The axis starts at 60, so fill toward its bottom rather than toward 0.
          baseline: 'min',
        },
      ]}
    />
  );
}
