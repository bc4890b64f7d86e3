import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {BarChart, getValueToPositionMapper, useBarSeries, useXScale, useYScale} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Draws a badge above the tallest bar of a series, centered on its band.
function RecordBadge({seriesId}: {seriesId: string}) {
  const theme = useTheme();
  const series = useBarSeries(seriesId);
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  if (!series) {
    return null;
  }
  const values = series.data.map((value) => value ?? -Infinity);
  const index = values.indexOf(Math.max(...values));
  // A band scale returns the start of the band; the mapper returns its center.
  const x = getValueToPositionMapper(xScale)(months[index]);
  const y = yScale(values[index]);
  return (
    <g transform={`translate(${x}, ${y - 16})`}>
      <rect x={-30} y={-11} width={60} height={22} rx={11} fill={theme.palette.warning.main} />
      <text textAnchor="middle" dominantBaseline="central" fontSize={12} fontWeight={700} fill="#000">
        Record
      </text>
    </g>
  );
}

export default function ComponentsBarAnnotation() {
  return (
    <BarChart
      height={300}
      margin={{top: 40}}
      xAxis={[{scaleType: 'band', data: months}]}
      series={[{id: 'signups', data: [410, 460, 520, 690, 580, 610], label: 'Sign-ups'}]}
      hideLegend
    >
      <RecordBadge seriesId="signups" />
    </BarChart>
  );
}
