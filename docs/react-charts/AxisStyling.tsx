import * as React from 'react';
import {BarChart, axisClasses} from '@mui/x-charts';

export default function AxisStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['North', 'South', 'East', 'West'], disableTicks: true}]}
      yAxis={[{label: 'Units sold', disableLine: true, tickSize: 0}]}
      series={[{data: [420, 310, 530, 280], label: 'Units sold'}]}
      sx={(theme) => ({
        [`& .${axisClasses.left} .${axisClasses.label}`]: {fontWeight: 700},
        // Tick labels in the theme's secondary text colour follow the colour mode.
        [`& .${axisClasses.tickLabel}`]: {fill: (theme.vars ?? theme).palette.text.secondary},
        [`& .${axisClasses.bottom} .${axisClasses.line}`]: {strokeWidth: 2},
      })}
      hideLegend
    />
  );
}
