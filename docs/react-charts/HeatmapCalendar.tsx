import * as React from 'react';
import {Heatmap} from '@mui/x-charts-pro';

const DAY = 24 * 60 * 60 * 1000;
// A contribution calendar: 26 weeks starting on Monday, January 1st 2024 (UTC dates).
const start = Date.UTC(2024, 0, 1);
const weeks = Array.from({length: 26}, (_, week) => new Date(start + week * 7 * DAY));
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const data: [number, number, number][] = [];
for (let week = 0; week < weeks.length; week += 1) {
  for (let day = 0; day < 7; day += 1) {
    const weekend = day >= 5;
    const commits = weekend ? (week + day) % 3 : ((week * 7 + day * 5) % 9) + (week % 4 === 0 ? 4 : 0);
    data.push([week, day, commits]);
  }
}

const monthOf = (date: Date) => date.toLocaleDateString('en-US', {month: 'short', timeZone: 'UTC'});

export default function HeatmapCalendar() {
  return (
    <Heatmap
      height={220}
      xAxis={[
        {
          data: weeks,
          // One label per month, on the first week that starts in it.
          tickInterval: (date: Date, index: number) => index === 0 || monthOf(date) !== monthOf(weeks[index - 1]),
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? monthOf(date)
              : `Week of ${date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'})}`,
          disableLine: true,
          disableTicks: true,
        },
      ]}
      yAxis={[{data: weekdays, width: 40, disableLine: true, disableTicks: true}]}
      zAxis={[
        {colorMap: {type: 'piecewise', thresholds: [1, 4, 8], colors: ['#ebedf0', '#9be9a8', '#40c463', '#216e39']}},
      ]}
      series={[{data, valueFormatter: (cell) => (cell ? `${cell[2]} commits` : '')}]}
      // Small gaps between days, like a calendar.
      slotProps={{cell: {stroke: '#fff', strokeWidth: 3}}}
    />
  );
}
