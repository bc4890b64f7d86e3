import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

// Pull requests: lines changed against review time (hours).
const pullRequests = [
  {id: 1, x: 12, y: 2},
  {id: 2, x: 40, y: 5},
  {id: 3, x: 85, y: 9},
  {id: 4, x: 150, y: 14},
  {id: 5, x: 230, y: 30},
  {id: 6, x: 310, y: 26},
  {id: 7, x: 420, y: 51},
  {id: 8, x: 520, y: 70},
  {id: 9, x: 75, y: 31},
  {id: 10, x: 190, y: 12},
  {id: 11, x: 640, y: 96},
  {id: 12, x: 28, y: 1},
];

export default function ScatterAxisColorMap() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{label: 'Lines changed'}]}
      yAxis={[
        {
          label: 'Time to review (h)',
          // The color depends on the y position: within a day, within two days, longer.
          colorMap: {type: 'piecewise', thresholds: [24, 48], colors: ['#2e7d32', '#f9a825', '#c62828']},
        },
      ]}
      series={[
        {
          data: pullRequests,
          label: 'Pull requests',
          markerSize: 6,
          valueFormatter: (point) => point && `#${point.id}: ${point.x} lines, reviewed in ${point.y} h`,
        },
      ]}
    />
  );
}
