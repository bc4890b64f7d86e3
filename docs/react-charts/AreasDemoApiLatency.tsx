import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const hours = ['00h', '03h', '06h', '09h', '12h', '15h', '18h', '21h'];

export default function AreasDemoApiLatency() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: hours}]}
      yAxis={[{min: 150, valueFormatter: (value: number) => `${value} ms`}]}
      series={[
        {
          data: [182, 176, 171, 214, 248, 236, 221, 195],
          label: 'p95 latency',
          area: true,
          baseline: 'min',
          curve: 'linear',
        },
      ]}
      hideLegend
    />
  );
}
