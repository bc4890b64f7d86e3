import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2024, 0, 1);
// Daily new sign-ups over 90 days: a weekly cycle and noise hide the trend.
const days = Array.from({length: 90}, (_, index) => new Date(start + index * DAY));
const signups = days.map((date, index) => {
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  return Math.round(200 + index * 1.5 + (weekend ? -60 : 0) + ((index * 37) % 41) - 20);
});
// Seven-day trailing average; the first six days have no full week and stay empty.
const average = signups.map((_, index) =>
  index < 6 ? null : Math.round(signups.slice(index - 6, index + 1).reduce((sum, value) => sum + value, 0) / 7),
);

const shortDate = (date: Date) => date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

export default function LineDemoMovingAverage() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'utc', data: days, domainLimit: 'strict', valueFormatter: shortDate}]}
      series={[
        {id: 'daily', data: signups, label: 'Daily sign-ups', showMark: false, curve: 'linear', color: '#90caf9'},
        {id: 'average', data: average, label: '7-day average', showMark: false, color: '#0d47a1'},
      ]}
      sx={{[`& .${lineClasses.line}[data-series="average"]`]: {strokeWidth: 3}}}
    />
  );
}
