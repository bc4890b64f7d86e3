import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2024, 2, 4); // Monday, March 4th 2024, midnight UTC.
const hours = Array.from({length: 72}, (_, index) => new Date(start + index * HOUR));
// Electricity demand (GW): a night trough, a morning and an evening peak, a little lower each day.
const demand = hours.map((date, index) => {
  const hour = date.getUTCHours();
  const profile = 38 + 9 * Math.exp(-((hour - 9) ** 2) / 8) + 12 * Math.exp(-((hour - 19) ** 2) / 6);
  const night = hour < 6 ? -6 : 0;
  return Math.round((profile + night - index * 0.03) * 10) / 10;
});

const weekday = (date: Date) => date.toLocaleDateString('en-US', {weekday: 'short', timeZone: 'UTC'});
const clock = (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}:00`;

export default function AxisTimeScale() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: hours,
          // At least six hours between two ticks: the scale picks 00:00, 06:00, 12:00 and 18:00.
          tickMinStep: 6 * HOUR,
          valueFormatter: (date: Date, context) => {
            if (context.location === 'tooltip') {
              return `${weekday(date)} ${clock(date)} UTC`;
            }
            return date.getUTCHours() === 0 ? weekday(date) : clock(date);
          },
        },
      ]}
      yAxis={[{label: 'GW'}]}
      series={[{data: demand, label: 'Electricity demand', showMark: false}]}
    />
  );
}
