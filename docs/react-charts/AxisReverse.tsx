import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const matchdays = Array.from({length: 12}, (_, index) => index + 1);

export default function AxisReverse() {
  return (
    <LineChart
      height={320}
      xAxis={[{data: matchdays, label: 'Matchday', tickMinStep: 1}]}
      yAxis={[
        {
          // Position 1 belongs at the top of a league table.
          reverse: true,
          min: 1,
          max: 20,
          tickInterval: [1, 5, 10, 15, 20],
          label: 'League position',
          valueFormatter: (position: number) => `#${position}`,
        },
      ]}
      series={[
        {data: [6, 4, 3, 3, 2, 1, 1, 1, 2, 1, 1, 1], label: 'Riverside FC', curve: 'linear'},
        {data: [2, 1, 1, 2, 3, 3, 4, 6, 5, 7, 6, 8], label: 'Harbour Town', curve: 'linear'},
        {data: [14, 16, 17, 15, 12, 13, 11, 9, 9, 10, 8, 7], label: 'Northgate Athletic', curve: 'linear'},
      ]}
    />
  );
}
