import * as React from 'react';
import {Heatmap, continuousColorLegendClasses} from '@mui/x-charts-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = ['Reykjavik', 'Oslo', 'Berlin', 'Rome', 'Cairo'];
// Mean monthly temperature (°C).
const temperatures = [
  [-0.5, 0.2, 0.6, 3.1, 6.8, 9.8, 11.4, 11.0, 8.0, 4.5, 1.4, 0.0],
  [-3.4, -3.2, 0.3, 5.3, 10.7, 14.9, 17.4, 16.0, 11.5, 6.0, 1.7, -2.2],
  [0.6, 1.7, 5.0, 10.1, 14.6, 17.8, 20.2, 19.8, 15.4, 10.1, 5.4, 1.9],
  [7.6, 8.6, 11.0, 14.0, 18.4, 22.6, 25.6, 25.6, 21.6, 17.0, 11.9, 8.6],
  [14.0, 15.5, 18.0, 21.7, 25.3, 27.4, 28.2, 28.2, 26.5, 23.8, 19.3, 15.5],
];
const data = temperatures.flatMap((row, city) =>
  row.map((value, month): [number, number, number] => [month, city, value]),
);

export default function HeatmapContinuousLegend() {
  return (
    <Heatmap
      height={300}
      xAxis={[{data: months}]}
      yAxis={[{data: cities, width: 80}]}
      zAxis={[{min: -5, max: 30, colorMap: {type: 'continuous', min: -5, max: 30, color: ['#1565c0', '#fdd835']}}]}
      series={[{data, valueFormatter: (cell) => (cell ? `${cell[2]} °C` : '')}]}
      // The legend is hidden by default on the heatmap; shown, it is a gradient of the z-axis map.
      hideLegend={false}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: {vertical: 'middle', horizontal: 'end'},
          labelPosition: 'end',
          minLabel: ({value}) => `${value} °C`,
          maxLabel: ({value}) => `${value} °C`,
          sx: {height: 180, [`& .${continuousColorLegendClasses.label}`]: {whiteSpace: 'nowrap'}},
        },
      }}
    />
  );
}
