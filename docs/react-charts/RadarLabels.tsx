import * as React from 'react';
import {RadarChart} from '@mui/x-charts';

// Metric ids are short codes; the labels spell them out.
const names: Record<string, string> = {
  ava: 'Availability',
  lat: 'Latency',
  err: 'Error rate',
  sat: 'Satisfaction',
  cst: 'Cost',
};

export default function RadarLabels() {
  return (
    <RadarChart
      height={340}
      radar={{
        max: 100,
        metrics: Object.keys(names),
        // Rotate so that "Availability" sits at the top right instead of straight up.
        startAngle: 36,
        // Move the metric names further from the grid.
        labelGap: 16,
        // Full names around the chart, code and name in the tooltip.
        labelFormatter: (code, {location}) => (location === 'tick' ? names[code] : `${names[code]} (${code})`),
      }}
      series={[
        {data: [98, 72, 90, 81, 64], label: 'Europe region'},
        {data: [95, 84, 86, 76, 70], label: 'Asia region'},
      ]}
    />
  );
}
