import * as React from 'react';
import {
  BarPlot,
  ChartsAxisHighlight,
  ChartsGrid,
  ChartsLegend,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
  ResponsiveChartContainer,
} from '@mui/x-charts';

const quarters = ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024', 'Q2 2024'];

export default function CompositionBarsAndLine() {
  return (
    <ResponsiveChartContainer
      height={360}
      margin={{left: 70, right: 70}}
      xAxis={[{scaleType: 'band', data: quarters}]}
      yAxis={[{id: 'revenue'}, {id: 'margin', min: 0, max: 60, valueFormatter: (value: number) => `${value}%`}]}
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
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="revenue" label="Revenue (k$)" />
      <ChartsYAxis axisId="margin" position="right" label="Gross margin" />
      <ChartsAxisHighlight x="band" />
      <ChartsLegend />
      <ChartsTooltip trigger="axis" />
    </ResponsiveChartContainer>
  );
}
