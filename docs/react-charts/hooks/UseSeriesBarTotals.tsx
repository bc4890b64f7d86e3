import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {useBarSeries, useDrawingArea} from '@mui/x-charts/hooks';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

// Reads two series by id (order preserved) and writes their ten-year totals under the title.
function SeriesTotals() {
  const [wind, solar] = useBarSeries(['wind', 'solar']);
  const {left, top} = useDrawingArea();
  const total = (data: readonly (number | null)[]) => data.reduce<number>((sum, value) => sum + (value ?? 0), 0);

  return (
    <text x={left + 8} y={top + 14} fontSize={13}>
      <tspan fill={wind.color}>{`${wind.label}: ${total(wind.data)} TWh`}</tspan>
      <tspan dx={16} fill={solar.color}>{`${solar.label}: ${total(solar.data)} TWh`}</tspan>
    </text>
  );
}

export default function UseSeriesBarTotals() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: YEARS}]}
      yAxis={[{max: 250}]}
      series={[
        {id: 'wind', data: GENERATION.wind, label: 'Wind', color: '#26a69a'},
        {id: 'solar', data: GENERATION.solar, label: 'Solar', color: '#fbc02d'},
        {id: 'hydro', data: GENERATION.hydro, label: 'Hydro', color: '#0277bd'},
      ]}
    >
      <SeriesTotals />
    </BarChart>
  );
}
