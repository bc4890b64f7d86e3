import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const years = ['2021', '2022', '2023', '2024'];

export default function LegendLabelLocation() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: years}]}
      series={[
        {
          data: [2.1, 2.6, 3.4, 4.0],
          // Short in the legend, explicit in the tooltip.
          label: (location) => (location === 'legend' ? 'EMEA' : 'Europe, Middle East and Africa (M$)'),
        },
        {
          data: [3.3, 3.5, 3.9, 4.4],
          label: (location) => (location === 'legend' ? 'AMER' : 'North and South America (M$)'),
        },
        {
          data: [1.2, 1.7, 2.2, 2.9],
          label: (location) => (location === 'legend' ? 'APAC' : 'Asia and Pacific (M$)'),
        },
      ]}
    />
  );
}
