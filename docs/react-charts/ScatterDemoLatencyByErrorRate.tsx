import * as React from 'react';
import {ContinuousColorLegend, ScatterChart} from '@mui/x-charts';

const endpoints = [
  {id: '/search', x: 12, y: 180, z: 0.4},
  {id: '/orders', x: 48, y: 320, z: 1.8},
  {id: '/export', x: 420, y: 1250, z: 4.6},
  {id: '/profile', x: 6, y: 95, z: 0.2},
  {id: '/reports', x: 210, y: 860, z: 3.1},
  {id: '/cart', x: 22, y: 210, z: 0.9},
];

export default function ScatterDemoLatencyByErrorRate() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{label: 'Payload (kB)'}]}
      yAxis={[{label: 'p95 latency (ms)'}]}
      zAxis={[{min: 0, max: 5, colorMap: {type: 'continuous', min: 0, max: 5, color: ['#81c784', '#b71c1c']}}]}
      series={[
        {
          data: endpoints,
          markerSize: 8,
          valueFormatter: (point) => point && `${point.id}: ${point.y} ms, ${point.z}% errors`,
        },
      ]}
      // The legend slot shows the z-axis gradient instead of the series list.
      slots={{legend: ContinuousColorLegend}}
      slotProps={{
        legend: {
          axisDirection: 'z',
          direction: 'horizontal',
          position: {vertical: 'top', horizontal: 'center'},
          minLabel: '0% errors',
          maxLabel: '5% errors',
          labelPosition: 'extremes',
          sx: {width: 260},
        },
      }}
    />
  );
}
