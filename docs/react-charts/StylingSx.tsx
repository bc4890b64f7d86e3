import * as React from 'react';
import {LineChart, axisClasses, lineClasses} from '@mui/x-charts';

export default function StylingSx() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']}]}
      series={[
        {id: 'actual', data: [14, 18, 16, 21, 24], label: 'Actual'},
        {id: 'target', data: [15, 17, 19, 21, 23], label: 'Target', showMark: false},
      ]}
      sx={(theme) => ({
        [`& .${lineClasses.line}`]: {strokeWidth: 3},
        // Every element of a series carries its id in a data-series attribute.
        [`& .${lineClasses.line}[data-series="target"]`]: {strokeDasharray: '5 5', strokeWidth: 2},
        // Marks are <circle> elements in v8: CSS can set their radius.
        [`& .${lineClasses.mark}`]: {r: 3, strokeWidth: 2},
        // Use theme colours for text, so it adapts to the colour mode.
        [`& .${axisClasses.left} .${axisClasses.tickLabel}`]: {fill: (theme.vars ?? theme).palette.text.secondary},
      })}
    />
  );
}
