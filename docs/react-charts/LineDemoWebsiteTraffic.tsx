import * as React from 'react';
import {LineChart} from '@mui/x-charts';

// April 2024, as UTC dates so the chart is identical in every time zone.
const days = Array.from({length: 30}, (_, index) => new Date(Date.UTC(2024, 3, index + 1)));
const organic = days.map((_, index) => Math.round(1800 + 400 * Math.sin(index / 3) + index * 25));
const paid = days.map((_, index) => Math.round(900 + 250 * Math.cos(index / 4) + index * 10));

export default function LineDemoWebsiteTraffic() {
  return (
    <LineChart
      height={320}
      grid={{horizontal: true}}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'})
              : date.toLocaleDateString('en-US', {weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC'}),
        },
      ]}
      series={[
        {data: organic, label: 'Organic', showMark: false},
        {data: paid, label: 'Paid', showMark: false},
      ]}
    />
  );
}
