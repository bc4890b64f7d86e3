import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

export default function AxisSameSide() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: hours}]}
      yAxis={[
        {id: 'temperature', label: 'Temperature (°C)'},
        // Two axes on the right: the second one is drawn outside the first.
        {id: 'humidity', label: 'Humidity (%)', position: 'right', min: 0, max: 100},
        {id: 'wind', label: 'Wind (km/h)', position: 'right', min: 0},
      ]}
      series={[
        {data: [9, 12, 16, 19, 21, 20, 17, 13], label: 'Temperature', yAxisId: 'temperature'},
        {data: [88, 76, 61, 50, 44, 47, 58, 70], label: 'Humidity', yAxisId: 'humidity'},
        {data: [6, 9, 14, 19, 22, 20, 12, 8], label: 'Wind', yAxisId: 'wind', curve: 'step'},
      ]}
    />
  );
}
