import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const weeks2023 = Array.from({length: 12}, (_, index) => `2023, week ${index + 1}`);
const weeks2024 = Array.from({length: 12}, (_, index) => `2024, week ${index + 1}`);

export default function TooltipMultipleAxes() {
  return (
    <LineChart
      height={320}
      // Two x-axes over the same range: the axis tooltip shows one table per axis, each with its own heading.
      xAxis={[
        {id: 'this-year', scaleType: 'point', data: weeks2024, valueFormatter: (week: string) => week.slice(6)},
        {id: 'last-year', scaleType: 'point', data: weeks2023, position: 'none'},
      ]}
      series={[
        {
          data: [310, 325, 340, 338, 360, 372, 365, 390, 401, 395, 420, 433],
          label: 'Orders 2024',
          xAxisId: 'this-year',
        },
        {
          data: [280, 290, 284, 300, 315, 320, 318, 330, 342, 339, 350, 361],
          label: 'Orders 2023',
          xAxisId: 'last-year',
          showMark: false,
        },
      ]}
    />
  );
}
