import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

// Mammals: body mass (kg) against resting heart rate (beats per minute).
const mammals = [
  {id: 'shrew', x: 0.003, y: 835},
  {id: 'mouse', x: 0.02, y: 600},
  {id: 'hamster', x: 0.1, y: 450},
  {id: 'rabbit', x: 2, y: 205},
  {id: 'cat', x: 4, y: 150},
  {id: 'dog', x: 20, y: 100},
  {id: 'human', x: 70, y: 65},
  {id: 'horse', x: 500, y: 38},
  {id: 'elephant', x: 5000, y: 28},
  {id: 'blue whale', x: 150000, y: 6},
];

export default function AxisLogTickLabels() {
  return (
    <ScatterChart
      height={320}
      xAxis={[
        {
          scaleType: 'log',
          label: 'Body mass (kg, log scale)',
          // Keep the ticks of every multiple, but only label the ones D3 would label, shortened.
          valueFormatter: (value: number, context) => {
            if (context.location !== 'tick') {
              return `${value.toLocaleString('en-US')} kg`;
            }
            if (context.defaultTickLabel === '') {
              return '';
            }
            return value >= 1000 ? `${value / 1000}t` : `${value}`;
          },
        },
      ]}
      yAxis={[
        {
          scaleType: 'log',
          label: 'Heart rate (bpm)',
          // Explicit ticks, each with its own label.
          tickInterval: [5, 10, 20, 50, 100, 200, 500, 1000],
          valueFormatter: (value: number) => `${value}`,
        },
      ]}
      series={[
        {
          data: mammals,
          label: 'Mammals',
          valueFormatter: (point) => point && `${point.id}: ${point.y} bpm`,
        },
      ]}
      hideLegend
    />
  );
}
