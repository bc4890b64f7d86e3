import * as React from 'react';
import {Heatmap} from '@mui/x-charts-pro';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const slots = ['Morning', 'Afternoon', 'Evening'];

// [dayIndex, slotIndex, bookings]
const bookings: [number, number, number][] = [
  [0, 0, 12],
  [0, 1, 30],
  [0, 2, 18],
  [1, 0, 15],
  [1, 1, 42],
  [1, 2, 21],
  [2, 0, 9],
  [2, 1, 38],
  [2, 2, 25],
  [3, 0, 14],
  [3, 1, 47],
  [3, 2, 33],
  [4, 0, 22],
  [4, 1, 51],
  [4, 2, 60],
];

export default function HeatmapBasic() {
  return (
    <Heatmap
      height={260}
      xAxis={[{data: days}]}
      yAxis={[{data: slots, width: 80}]}
      series={[{data: bookings, label: 'Bookings'}]}
      zAxis={[{min: 0, max: 60, colorMap: {type: 'continuous', min: 0, max: 60, color: ['#e3f2fd', '#0d47a1']}}]}
    />
  );
}
