import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro';

// 180 days of visitors from January 1st, 2024, as UTC dates.
const days = Array.from({length: 180}, (_, index) => new Date(Date.UTC(2024, 0, index + 1)));
const visitors = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return Math.round(1200 + 300 * Math.sin(index / 14) + index * 2 - (weekend ? 350 : 0));
});

export default function ZoomBasic() {
  return (
    <LineChartPro
      height={320}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          zoom: true,
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'}),
        },
      ]}
      series={[{data: visitors, label: 'Visitors', showMark: false}]}
    />
  );
}
