import * as React from 'react';
import {LineChart} from '@mui/x-charts';
import {GENERATION, SOURCES, YEARS} from '@site/src/demo-data/charts-energy';

const renewables = SOURCES.filter((source) => source.renewable);

export default function LinesStackedAreas() {
  return (
    <LineChart
      height={340}
      xAxis={[{scaleType: 'point', data: YEARS, valueFormatter: (year: number) => String(year)}]}
      yAxis={[{label: 'TWh'}]}
      // Same `stack` key: each layer starts where the previous one ends, and the top edge is the total.
      series={renewables.map((source) => ({
        id: source.id,
        data: GENERATION[source.id],
        label: source.label,
        color: source.color,
        stack: 'renewables',
        area: true,
        showMark: false,
        valueFormatter: (value: number | null) => (value === null ? '' : `${value} TWh`),
      }))}
    />
  );
}
