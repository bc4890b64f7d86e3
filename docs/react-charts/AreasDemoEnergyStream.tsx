import * as React from 'react';
import {LineChart} from '@mui/x-charts';
import {GENERATION, SOURCES, YEARS} from '@site/src/demo-data/charts-energy';

export default function AreasDemoEnergyStream() {
  return (
    <LineChart
      height={360}
      xAxis={[{scaleType: 'point', data: YEARS, valueFormatter: (year: number) => String(year)}]}
      // A streamgraph has no meaningful zero: the layers float around a moving center.
      yAxis={[{position: 'none'}]}
      series={SOURCES.map((source) => ({
        id: source.id,
        data: GENERATION[source.id],
        label: source.label,
        color: source.color,
        area: true,
        showMark: false,
        stack: 'generation',
        // 'silhouette' centers the stack on zero; 'insideOut' puts the early-peaking sources in the middle.
        stackOffset: 'silhouette',
        stackOrder: 'insideOut',
        valueFormatter: (value: number | null) => (value === null ? '' : `${value} TWh`),
      }))}
    />
  );
}
