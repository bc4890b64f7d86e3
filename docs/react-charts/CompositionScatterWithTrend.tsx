import * as React from 'react';
import {
  ChartsDataProvider,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  ScatterPlot,
} from '@mui/x-charts';

// Apartment surface (m²) and monthly rent (€).
const flats = [
  {id: 1, x: 28, y: 690},
  {id: 2, x: 35, y: 820},
  {id: 3, x: 42, y: 910},
  {id: 4, x: 51, y: 1120},
  {id: 5, x: 58, y: 1180},
  {id: 6, x: 66, y: 1390},
  {id: 7, x: 74, y: 1450},
  {id: 8, x: 85, y: 1720},
];
const surfaces = [25, 90];
// Least-squares fit computed beforehand: rent ≈ 17.3 × surface + 222.
const trend = surfaces.map((surface) => Math.round(17.3 * surface + 222));

export default function CompositionScatterWithTrend() {
  return (
    <ChartsDataProvider
      height={320}
      // The axis data gives the line its x positions; scatter points carry their own.
      xAxis={[{data: surfaces, min: 25, max: 90, label: 'Surface (m²)'}]}
      yAxis={[{label: 'Rent (€)'}]}
      series={[
        {
          type: 'scatter',
          data: flats,
          label: 'Flats',
          valueFormatter: (point) => (point === null ? '' : `${point.x} m², ${point.y} €`),
        },
        {type: 'line', data: trend, label: 'Trend', color: '#ef6c00'},
      ]}
      // The closest point to the pointer is found without an extra component.
      voronoiMaxRadius={40}
    >
      <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'center'}}>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <LinePlot />
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
