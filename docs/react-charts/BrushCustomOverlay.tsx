import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {LineChart} from '@mui/x-charts/LineChart';
import {useBrush, useDrawingArea, useXScale} from '@mui/x-charts/hooks';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

const wind = GENERATION.wind;
const firstYear = YEARS[0];
const lastYear = YEARS[YEARS.length - 1];

// Turns the brushed pixels back into years with the x scale, then compares wind generation.
function ChangeOverlay() {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const {top, height} = useDrawingArea();
  const theme = useTheme();
  if (!brush) {
    return null;
  }

  const toYear = (pixel: number) => Math.min(lastYear, Math.max(firstYear, Math.round(xScale.invert(pixel))));
  const [fromYear, toYearValue] = [toYear(brush.start.x), toYear(brush.current.x)].sort((a, b) => a - b);
  const from = wind[fromYear - firstYear];
  const to = wind[toYearValue - firstYear];
  const change = Math.round(((to - from) / from) * 100);
  const x1 = xScale(fromYear);
  const x2 = xScale(toYearValue);
  const color = change >= 0 ? theme.palette.success.main : theme.palette.error.main;

  return (
    <g pointerEvents="none">
      <rect x={x1} y={top} width={Math.max(x2 - x1, 1)} height={height} fill={color} fillOpacity={0.12} />
      <line x1={x1} x2={x1} y1={top} y2={top + height} stroke={color} />
      <line x1={x2} x2={x2} y1={top} y2={top + height} stroke={color} />
      <text x={(x1 + x2) / 2} y={top + 16} textAnchor="middle" fontSize={13} fontWeight={600} fill={color}>
        {`${fromYear} to ${toYearValue}: ${from} to ${to} TWh (${change > 0 ? '+' : ''}${change} %)`}
      </text>
    </g>
  );
}

export default function BrushCustomOverlay() {
  return (
    <LineChart
      height={300}
      brushConfig={{enabled: true}}
      xAxis={[
        {data: YEARS, min: firstYear, max: lastYear, tickMinStep: 1, valueFormatter: (year: number) => String(year)},
      ]}
      yAxis={[{label: 'TWh', min: 0}]}
      series={[{data: wind, label: 'Wind generation', color: '#26a69a'}]}
    >
      <ChangeOverlay />
    </LineChart>
  );
}
