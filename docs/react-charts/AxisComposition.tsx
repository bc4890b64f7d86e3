import * as React from 'react';
import {
  BarPlot,
  ChartsDataProvider,
  ChartsGrid,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  ChartsWrapper,
} from '@mui/x-charts';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function AxisComposition() {
  return (
    <ChartsDataProvider
      height={300}
      series={[
        {type: 'bar', data: [3.1, 3.8, 4.2, 5.0], label: 'Revenue (M$)'},
        {type: 'bar', data: [2.4, 2.6, 2.9, 3.1], label: 'Costs (M$)'},
      ]}
      // The configuration defines the scale and reserves the space (a label makes the axis taller)...
      xAxis={[{id: 'quarter', scaleType: 'band', data: quarters, position: 'bottom', label: 'Fiscal year 2024'}]}
      yAxis={[{id: 'money', position: 'left', width: 50}]}
    >
      <ChartsWrapper>
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          {/* ...and the axis components choose how to draw it. */}
          <ChartsXAxis axisId="quarter" disableTicks />
          <ChartsYAxis axisId="money" disableLine tickLabelStyle={{fontStyle: 'italic'}} />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
