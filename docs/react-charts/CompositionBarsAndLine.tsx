import * as React from 'react';
import {
  BarPlot,
  ChartsAxisHighlight,
  ChartsDataProvider,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';

const quarters = ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024', 'Q2 2024'];

export default function CompositionBarsAndLine() {
  return (
    <ChartsDataProvider
      height={360}
      xAxis={[{scaleType: 'band', data: quarters}]}
      yAxis={[
        {id: 'revenue', label: 'Revenue (k$)'},
        {
          id: 'margin',
          label: 'Gross margin',
          position: 'right',
          min: 0,
          max: 60,
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[
        {type: 'bar', data: [320, 355, 348, 410, 398, 442], label: 'Revenue (k$)', yAxisId: 'revenue'},
        {
          type: 'line',
          data: [38, 41, 39, 44, 46, 47],
          label: 'Gross margin',
          yAxisId: 'margin',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      {/* The wrapper lays out the HTML legend next to the SVG surface. */}
      <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'center'}}>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={4} />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="revenue" />
          <ChartsYAxis axisId="margin" />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
