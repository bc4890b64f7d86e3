import * as React from 'react';
import {
  ChartsTooltip,
  ChartsVoronoiHandler,
  ChartsXAxis,
  ChartsYAxis,
  ResponsiveChartContainer,
  ScatterPlot,
} from '@mui/x-charts';

const plants = [
  {id: 'p1', x: 4.2, y: 31},
  {id: 'p2', x: 5.1, y: 38},
  {id: 'p3', x: 6.3, y: 42},
  {id: 'p4', x: 7.8, y: 55},
  {id: 'p5', x: 8.4, y: 51},
  {id: 'p6', x: 9.9, y: 63},
];

export default function TooltipComposition() {
  return (
    <ResponsiveChartContainer
      height={300}
      series={[
        {
          type: 'scatter',
          data: plants,
          label: 'Tomato plants',
          valueFormatter: (point) => `${point.x} h of light, ${point.y} cm tall`,
        },
      ]}
    >
      <ScatterPlot />
      <ChartsXAxis label="Daily light (h)" />
      <ChartsYAxis label="Height (cm)" />
      {/* Detects the nearest point, so small markers are easy to hover. */}
      <ChartsVoronoiHandler />
      <ChartsTooltip trigger="item" />
    </ResponsiveChartContainer>
  );
}
