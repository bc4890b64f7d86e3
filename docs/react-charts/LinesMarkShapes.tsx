import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const quarters = ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024', 'Q2 2024'];

export default function LinesMarkShapes() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: quarters}]}
      yAxis={[{label: 'Median first response (h)'}]}
      // One shape per series, so the lines stay distinguishable without color (print, color blindness).
      series={[
        {id: 'email', data: [9.5, 8.7, 7.9, 7.2, 6.1, 5.8], label: 'Email', shape: 'circle'},
        {id: 'chat', data: [1.4, 1.1, 1.2, 0.9, 0.8, 0.6], label: 'Chat', shape: 'square'},
        {id: 'phone', data: [3.2, 3.5, 2.9, 2.6, 2.8, 2.4], label: 'Phone callback', shape: 'triangle'},
      ]}
    />
  );
}
