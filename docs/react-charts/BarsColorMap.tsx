import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function BarsColorMap() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: months}]}
      yAxis={[
        {
          // Below target: red, on target: amber, above: green.
          colorMap: {type: 'piecewise', thresholds: [90, 100], colors: ['#d32f2f', '#ed6c02', '#2e7d32']},
        },
      ]}
      series={[{data: [84, 92, 101, 97, 108, 88, 112, 104], label: 'Target reached (%)'}]}
    />
  );
}
