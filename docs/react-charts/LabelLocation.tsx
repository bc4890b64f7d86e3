import * as React from 'react';
import {BarChart} from '@mui/x-charts';

export default function LabelLocation() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Shoes', 'Shirts', 'Bags']}]}
      series={[
        {
          data: [8.2, 5.1, 2.7],
          label: (location) => (location === 'legend' ? 'Returns' : 'Returns (% of orders, last 90 days)'),
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    />
  );
}
