import * as React from 'react';
import Typography from '@mui/material/Typography';
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
const random = mulberry32(11);
// Houses: living area (m²) against price (k€).
const houses = Array.from({length: 300}, (_, index) => {
  const area = 40 + random() * 160;
  return {id: index, x: Math.round(area), y: Math.round(area * 3.2 + random() * 180 - 40)};
});

export default function ZoomBrush() {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        Drag a rectangle to zoom into it; double-click to reset.
      </Typography>
      <ScatterChartPro
        height={340}
        xAxis={[{label: 'Living area (m²)', zoom: true}]}
        yAxis={[{label: 'Price (k€)', zoom: true}]}
        series={[{data: houses, label: 'Houses', markerSize: 3}]}
        // A brush selection replaces drag panning, which would use the same gesture.
        zoomInteractionConfig={{zoom: ['brush', 'doubleTapReset', 'wheel'], pan: []}}
      />
    </div>
  );
}
