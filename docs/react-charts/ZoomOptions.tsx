import * as React from 'react';
import {ScatterChartPro} from '@mui/x-charts-pro';

// Seeded generator: identical points on the server and in the browser.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(2024);
// Delivery distance (km) against delivery time (min) for 200 orders.
const deliveries = Array.from({length: 200}, (_, index) => {
  const distance = 0.5 + random() * 14;
  return {id: index, x: Number(distance.toFixed(1)), y: Math.round(12 + distance * 3.1 + random() * 15)};
});

export default function ZoomOptions() {
  return (
    <ScatterChartPro
      height={340}
      xAxis={[{label: 'Distance (km)', zoom: {minSpan: 20, step: 10}}]}
      yAxis={[{label: 'Delivery time (min)', zoom: {minSpan: 20, panning: true}}]}
      series={[
        {
          data: deliveries,
          label: 'Orders',
          markerSize: 3,
          valueFormatter: (point) => point && `${point.x} km in ${point.y} min`,
        },
      ]}
    />
  );
}
