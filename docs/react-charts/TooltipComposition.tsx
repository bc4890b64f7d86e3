import * as React from 'react';
import {ChartsDataProvider, ChartsSurface, ChartsTooltip, ChartsXAxis, ChartsYAxis, ScatterPlot} from '@mui/x-charts';

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
    <ChartsDataProvider
      height={300}
      xAxis={[{label: 'Daily light (h)'}]}
      yAxis={[{label: 'Height (cm)'}]}
      series={[
        {
          type: 'scatter',
          data: plants,
          label: 'Tomato plants',
          valueFormatter: (point) => (point === null ? '' : `${point.x} h of light, ${point.y} cm tall`),
        },
      ]}
    >
      <ChartsSurface>
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      {/* The provider finds the nearest point itself, so small markers are easy to hover. */}
      <ChartsTooltip trigger="item" />
    </ChartsDataProvider>
  );
}
