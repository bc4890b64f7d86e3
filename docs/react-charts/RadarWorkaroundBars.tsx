import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const metrics = ['Battery', 'Camera', 'Screen', 'Performance', 'Price'];

export default function RadarWorkaroundBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{scaleType: 'band', data: metrics}]}
      yAxis={[{min: 0, max: 10, label: 'Score'}]}
      series={[
        {data: [8, 6, 7, 9, 5], label: 'Phone A'},
        {data: [6, 9, 8, 7, 6], label: 'Phone B'},
      ]}
    />
  );
}
