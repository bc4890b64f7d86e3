import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];
const asTerabytes = (value: number | null) => (value === null ? '' : `${value} TB`);

const layers = [
  {label: 'Video', data: [12, 13, 15, 16, 18, 19, 21]},
  {label: 'Images', data: [8, 8, 9, 10, 10, 11, 12]},
  {label: 'Documents', data: [3, 3, 4, 4, 4, 5, 5]},
];

export default function AreasDemoStorageByType() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[{valueFormatter: (value: number) => `${value} TB`}]}
      series={layers.map((layer) => ({
        ...layer,
        area: true,
        stack: 'storage',
        showMark: false,
        valueFormatter: asTerabytes,
      }))}
    />
  );
}
