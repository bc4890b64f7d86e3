import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const DAY = 24 * 60 * 60 * 1000;
// Four weeks of daily deliveries from Monday, April 1st 2024 (UTC dates).
const days = Array.from({length: 28}, (_, index) => new Date(Date.UTC(2024, 3, 1) + index * DAY));
const deliveries = days.map((date, index) => {
  const weekday = date.getUTCDay();
  if (weekday === 0) return 0;
  return Math.round(310 + 40 * Math.sin(index / 3) + (weekday === 6 ? -150 : 0) + index * 2);
});

export default function BarsDateBand() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // One tick and label per week, on Mondays.
          tickInterval: (date: Date) => date.getUTCDay() === 1,
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString('en-US', {
              weekday: context.location === 'tick' ? undefined : 'long',
              month: 'short',
              day: 'numeric',
              timeZone: 'UTC',
            }),
        },
      ]}
      series={[{data: deliveries, label: 'Parcels delivered', color: '#00897b'}]}
    />
  );
}
