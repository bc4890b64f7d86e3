import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const years = [2019, 2020, 2021, 2022, 2023, 2024];

export default function AreasDemoBrowserShare() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: years}]}
      yAxis={[{valueFormatter: (value: number) => `${Math.round(value * 100)}%`}]}
      series={[
        {
          data: [63, 65, 64, 65, 63, 65],
          label: 'Chrome',
          area: true,
          stack: 'share',
          stackOffset: 'expand',
          showMark: false,
        },
        {data: [17, 18, 19, 19, 20, 18], label: 'Safari', area: true, stack: 'share', showMark: false},
        {data: [5, 4, 4, 4, 5, 5], label: 'Edge', area: true, stack: 'share', showMark: false},
        {data: [15, 13, 13, 12, 12, 12], label: 'Other', area: true, stack: 'share', showMark: false},
      ]}
    />
  );
}
