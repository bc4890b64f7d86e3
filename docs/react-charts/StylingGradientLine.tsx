import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';
import {MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

export default function StylingGradientLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value} °C`,
          // Colors follow the value: the chart turns the map into a vertical gradient along the line.
          colorMap: {type: 'continuous', min: 0, max: 25, color: ['#1e88e5', '#e53935']},
        },
      ]}
      series={[{data: TEMPERATURES.newYork, label: 'New York, mean temperature', showMark: false}]}
      sx={{[`& .${lineClasses.line}`]: {strokeWidth: 4}}}
    />
  );
}
