import * as React from 'react';
import Typography from '@mui/material/Typography';
import {LineChartPro} from '@mui/x-charts-pro';

// Two years of daily closing prices of a fund (deterministic random walk).
const days = Array.from({length: 730}, (_, index) => index);
let price = 100;
const closes = days.map((day) => {
  price = Math.max(60, price + Math.sin(day * 1.7) * 1.4 + Math.cos(day / 9) * 0.9 + 0.05);
  return Number(price.toFixed(2));
});

export default function ZoomInteractionConfig() {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        Hold Ctrl (or Control on macOS) and scroll to zoom; plain scrolling keeps scrolling the page.
      </Typography>
      <LineChartPro
        height={300}
        xAxis={[{data: days, zoom: true, valueFormatter: (day: number) => `Day ${day + 1}`}]}
        series={[{data: closes, label: 'Closing price', showMark: false}]}
        zoomInteractionConfig={{
          // The wheel zooms only with the Control key; pinch still works on touch screens.
          zoom: [{type: 'wheel', requiredKeys: ['Control']}, 'pinch'],
          // Drag to pan; the wheel no longer pans either.
          pan: ['drag'],
        }}
      />
    </div>
  );
}
