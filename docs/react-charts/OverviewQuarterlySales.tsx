import * as React from 'react';
import {BarChart} from '@mui/x-charts';

export default function OverviewQuarterlySales() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4']}]}
      series={[
        {data: [42, 51, 48, 63], label: '2023'},
        {data: [47, 58, 61, 70], label: '2024'},
      ]}
    />
  );
}
