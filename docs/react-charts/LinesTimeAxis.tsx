import * as React from 'react';
import {LineChart} from '@mui/x-charts';

// UTC dates render the same on the server and in every reader's time zone.
const days = [
  Date.UTC(2024, 2, 1),
  Date.UTC(2024, 2, 2),
  Date.UTC(2024, 2, 3),
  Date.UTC(2024, 2, 6),
  Date.UTC(2024, 2, 7),
].map((time) => new Date(time));

export default function LinesTimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          // At least one day between ticks; without it the scale also ticks every few hours.
          tickMinStep: 24 * 60 * 60 * 1000,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'})
              : date.toLocaleDateString('en-US', {weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC'}),
        },
      ]}
      series={[{data: [132, 148, 121, 170, 165], label: 'Orders'}]}
    />
  );
}
