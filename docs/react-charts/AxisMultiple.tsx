import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function AxisMultiple() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[
        {id: 'temperature', label: '°C'},
        // The position lives in the axis configuration; the axis reserves its own width.
        {id: 'rain', label: 'mm', position: 'right'},
      ]}
      series={[
        {data: [3, 5, 9, 13, 17, 21, 23, 23, 19, 14, 8, 4], label: 'Temperature (°C)', yAxisId: 'temperature'},
        {
          data: [48, 40, 45, 50, 70, 62, 58, 60, 55, 62, 56, 52],
          label: 'Rainfall (mm)',
          yAxisId: 'rain',
          curve: 'step',
        },
      ]}
    />
  );
}
