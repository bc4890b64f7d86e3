import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const DAY = 24 * 60 * 60 * 1000;
// 13 weeks of daily sign-ups from Monday, January 1st 2024 (UTC dates, identical everywhere).
const days = Array.from({length: 91}, (_, index) => new Date(Date.UTC(2024, 0, 1) + index * DAY));
const signups = days.map((date, index) => {
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  return Math.round(140 + index * 1.2 + 25 * Math.sin(index / 5) - (weekend ? 55 : 0));
});

const shortDate = (date: Date) => date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

export default function AxisTickLabelInterval() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: days,
          // A tick on every Monday...
          tickInterval: (date: Date) => date.getUTCDay() === 1,
          // ...but a label only on the first Monday of each month.
          tickLabelInterval: (date: Date) => date.getUTCDate() <= 7,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? shortDate(date)
              : date.toLocaleDateString('en-US', {weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC'}),
        },
      ]}
      series={[{data: signups, label: 'Daily sign-ups', showMark: false}]}
    />
  );
}
