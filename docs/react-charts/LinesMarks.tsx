import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const days = Array.from({length: 31}, (_, index) => index + 1);
const temperatures = [
  14, 15, 17, 16, 18, 20, 21, 19, 18, 17, 19, 22, 24, 23, 21, 20, 19, 21, 23, 25, 26, 24, 22, 21, 20, 22, 23, 21, 19,
  18, 17,
];

export default function LinesMarks() {
  const max = Math.max(...temperatures);
  const min = Math.min(...temperatures);

  return (
    <LineChart
      height={300}
      xAxis={[{data: days, label: 'Day of May', tickMinStep: 1}]}
      series={[
        {
          data: temperatures,
          label: 'Max temperature (°C)',
          // Only the hottest and coldest days get a mark.
          showMark: ({index}) => temperatures[index] === max || temperatures[index] === min,
        },
        {data: days.map(() => 20), label: 'Seasonal average', showMark: false, curve: 'linear'},
      ]}
    />
  );
}
