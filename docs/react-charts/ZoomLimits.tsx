import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro';

// Ten years of monthly rainfall; only the last three years are "published" and zoomable.
const months = Array.from({length: 120}, (_, index) => new Date(Date.UTC(2015, index, 1)));
const rainfall = months.map((date, index) =>
  Math.round(60 + 35 * Math.sin(((date.getUTCMonth() - 2) / 12) * 2 * Math.PI) + (index % 7) * 3),
);

export default function ZoomLimits() {
  return (
    <LineChartPro
      height={300}
      xAxis={[
        {
          id: 'months',
          scaleType: 'utc',
          data: months,
          // The window stays within the last 30% of the range, shows at least 6 months (5%)
          // and at most two years (20%).
          zoom: {minStart: 70, maxEnd: 100, minSpan: 5, maxSpan: 20, slider: {enabled: true}},
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', {month: 'short', year: 'numeric', timeZone: 'UTC'}),
        },
      ]}
      series={[{data: rainfall, label: 'Rainfall (mm)', showMark: false}]}
      initialZoom={[{axisId: 'months', start: 80, end: 100}]}
    />
  );
}
