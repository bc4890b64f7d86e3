import * as React from 'react';
import {BarChart} from '@mui/x-charts';

// Two years of monthly support tickets, as UTC dates so every reader sees the same months.
const months = Array.from({length: 24}, (_, index) => new Date(Date.UTC(2023, index, 1)));
const tickets = [
  310, 295, 342, 330, 318, 301, 288, 276, 355, 371, 362, 340, 352, 338, 391, 377, 360, 344, 329, 317, 402, 415, 409,
  386,
];

const monthName = (date: Date) => date.toLocaleDateString('en-US', {month: 'short', timeZone: 'UTC'});

export default function AxisGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          // First row: the month; second row: the year, one label per run of equal values.
          groups: [
            {getValue: (date: Date) => monthName(date)[0]},
            {getValue: (date: Date) => date.getUTCFullYear(), tickSize: 20},
          ],
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', {month: 'long', year: 'numeric', timeZone: 'UTC'}),
        },
      ]}
      series={[{data: tickets, label: 'Support tickets'}]}
      hideLegend
    />
  );
}
