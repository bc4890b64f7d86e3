import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const uptime = [99.98, 99.95, 99.2, 99.99, 99.97, 98.7, 99.96];
const SLA = 99.9;

export default function LinesColorGetter() {
  return (
    <LineChart
      height={280}
      xAxis={[{scaleType: 'point', data: days}]}
      yAxis={[{min: 98.5, max: 100, valueFormatter: (value: number) => `${value}%`}]}
      series={[
        {
          data: uptime,
          label: 'Daily uptime',
          curve: 'linear',
          color: '#1976d2',
          // The line keeps `color`; each mark asks `colorGetter`: red when the SLA was missed.
          colorGetter: ({value}) => (value !== null && value < SLA ? '#d32f2f' : '#1976d2'),
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    />
  );
}
