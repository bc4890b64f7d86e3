import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

// Earthquakes recorded in one region in March 2024: time (as a UTC timestamp) and magnitude.
const quakes = [
  {id: 1, x: Date.UTC(2024, 2, 2, 4, 12), y: 2.8},
  {id: 2, x: Date.UTC(2024, 2, 4, 17, 40), y: 3.4},
  {id: 3, x: Date.UTC(2024, 2, 9, 9, 5), y: 4.1},
  {id: 4, x: Date.UTC(2024, 2, 9, 11, 30), y: 3.0},
  {id: 5, x: Date.UTC(2024, 2, 14, 22, 18), y: 2.5},
  {id: 6, x: Date.UTC(2024, 2, 19, 6, 50), y: 5.2},
  {id: 7, x: Date.UTC(2024, 2, 19, 8, 2), y: 3.9},
  {id: 8, x: Date.UTC(2024, 2, 20, 1, 44), y: 3.1},
  {id: 9, x: Date.UTC(2024, 2, 27, 15, 25), y: 2.7},
];

const formatDate = (value: number | Date, withTime: boolean) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withTime ? {hour: '2-digit', minute: '2-digit'} : {}),
    timeZone: 'UTC',
  });

export default function ScatterTimeAxis() {
  return (
    <ScatterChart
      height={300}
      // Points hold numbers; a 'utc' axis reads them as timestamps.
      xAxis={[
        {
          scaleType: 'utc',
          min: Date.UTC(2024, 2, 1),
          max: Date.UTC(2024, 3, 1),
          valueFormatter: (value: Date) => formatDate(value, false),
        },
      ]}
      yAxis={[{label: 'Magnitude', min: 2, max: 6}]}
      series={[
        {
          data: quakes,
          label: 'Earthquakes',
          markerSize: 6,
          valueFormatter: (point) => point && `M${point.y} on ${formatDate(point.x, true)} UTC`,
        },
      ]}
    />
  );
}
