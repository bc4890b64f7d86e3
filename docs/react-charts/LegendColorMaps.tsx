import * as React from 'react';
import {LineChart, PiecewiseColorLegend} from '@mui/x-charts';

const days = Array.from({length: 14}, (_, index) => `Jul ${index + 1}`);
const highs = [24, 27, 31, 34, 36, 33, 29, 26, 28, 32, 35, 37, 34, 30];

export default function LegendColorMaps() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: days}]}
      yAxis={[
        {
          // The legend describes this map.
          colorMap: {type: 'piecewise', thresholds: [28, 33], colors: ['#0288d1', '#f9a825', '#d32f2f']},
          valueFormatter: (value: number) => `${value} °C`,
        },
      ]}
      series={[{data: highs, label: 'Daily high', area: true, baseline: 'min', showMark: false}]}
      slots={{legend: PiecewiseColorLegend}}
      slotProps={{
        legend: {
          axisDirection: 'y',
          direction: 'horizontal',
          position: {vertical: 'top', horizontal: 'center'},
          labelPosition: 'inline-end',
          labelFormatter: ({min, max}) => {
            if (min === null) return `Mild (below ${max} °C)`;
            if (max === null) return `Heatwave (above ${min} °C)`;
            return `Hot (${min}–${max} °C)`;
          },
        },
      }}
    />
  );
}
