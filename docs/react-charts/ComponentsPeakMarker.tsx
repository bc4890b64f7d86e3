import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {LineChart, useDrawingArea, useLineSeries, useXAxis, useXScale, useYScale} from '@mui/x-charts';

function PeakMarker({seriesId}: {seriesId: string}) {
  const theme = useTheme();
  const series = useLineSeries(seriesId);
  const xAxis = useXAxis();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const {top} = useDrawingArea();

  if (!series || !xAxis.data) {
    return null;
  }
  const values = series.data.map((value) => value ?? -Infinity);
  const index = values.indexOf(Math.max(...values));
  const x = xScale(xAxis.data[index]);
  if (x === undefined) {
    return null;
  }
  // Theme colours keep the annotation readable in light and dark mode.
  const color = (theme.vars ?? theme).palette.text.primary;
  return (
    <g>
      <line x1={x} x2={x} y1={top} y2={yScale(values[index])} stroke={color} strokeDasharray="2 3" />
      <text x={x} y={top} dy={-6} textAnchor="middle" fontSize={12} fill={color}>
        Peak: {values[index].toLocaleString('en-US')}
      </text>
    </g>
  );
}

export default function ComponentsPeakMarker() {
  return (
    <LineChart
      height={300}
      margin={{top: 30}}
      xAxis={[{scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']}]}
      series={[{id: 'visits', data: [820, 940, 1010, 1290, 1180, 640, 590], label: 'Visits'}]}
    >
      <PeakMarker seriesId="visits" />
    </LineChart>
  );
}
