import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro';

// Hourly electricity demand over two weeks (GW), from a daily and a weekly cycle.
const hours = Array.from({length: 24 * 14}, (_, index) => index);
const demand = hours.map((hour) => {
  const daily = Math.sin(((hour % 24) - 6) * (Math.PI / 12));
  const weekend = Math.floor(hour / 24) % 7 >= 5 ? -4 : 0;
  return Number((42 + 8 * daily + weekend).toFixed(1));
});

export default function ZoomSlider() {
  return (
    <LineChartPro
      height={340}
      // The toolbar adds zoom in, zoom out and reset buttons above the chart.
      showToolbar
      xAxis={[
        {
          id: 'demand-hours',
          data: hours,
          valueFormatter: (hour: number) => `Day ${Math.floor(hour / 24) + 1}, ${hour % 24}h`,
          zoom: {slider: {enabled: true, preview: true}},
        },
      ]}
      yAxis={[{valueFormatter: (value: number) => `${value} GW`}]}
      series={[{data: demand, label: 'Demand', showMark: false}]}
      initialZoom={[{axisId: 'demand-hours', start: 0, end: 25}]}
    />
  );
}
