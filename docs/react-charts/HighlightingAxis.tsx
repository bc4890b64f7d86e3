import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const minutes = Array.from({length: 21}, (_, index) => index * 3);
// Cyclist power output (W) during a one-hour ride.
const power = [120, 185, 210, 232, 245, 260, 238, 255, 290, 310, 284, 262, 271, 295, 330, 348, 302, 265, 240, 190, 140];

export default function HighlightingAxis() {
  return (
    <LineChart
      height={300}
      axisHighlight={{x: 'line', y: 'line'}}
      xAxis={[{data: minutes, valueFormatter: (value: number) => `${value} min`}]}
      yAxis={[{valueFormatter: (value: number) => `${value} W`}]}
      series={[{data: power, label: 'Power', showMark: false}]}
    />
  );
}
