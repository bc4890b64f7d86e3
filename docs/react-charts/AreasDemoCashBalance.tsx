import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const weeks = Array.from({length: 12}, (_, index) => `W${index + 1}`);

export default function AreasDemoCashBalance() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: weeks}]}
      yAxis={[{colorMap: {type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32']}}]}
      series={[
        {
          data: [18, 12, 5, -4, -9, -6, 2, 9, 15, 11, 20, 26],
          label: 'Balance (k$)',
          area: true,
          showMark: false,
        },
      ]}
    />
  );
}
