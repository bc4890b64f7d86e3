import * as React from 'react';
import {
  AreaPlot,
  ChartsClipPath,
  ChartsDataProvider,
  ChartsReferenceLine,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
} from '@mui/x-charts';

const minutes = Array.from({length: 13}, (_, index) => index * 5);
const heartRate = [72, 88, 112, 131, 148, 163, 171, 176, 169, 152, 128, 104, 86];

export default function CompositionClipPath() {
  // One id per chart instance, unique on the page.
  const clipId = React.useId();

  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{data: minutes, valueFormatter: (value: number) => `${value} min`}]}
      // The axis stops at 160 on purpose: the clip path keeps the peak inside the plot.
      yAxis={[{min: 60, max: 160}]}
      series={[{type: 'line', data: heartRate, label: 'Heart rate (bpm)', area: true, baseline: 'min'}]}
    >
      <ChartsSurface>
        <g clipPath={`url(#${clipId})`}>
          <AreaPlot />
          <LinePlot />
        </g>
        <ChartsReferenceLine y={150} label="Zone 4" labelAlign="end" lineStyle={{strokeDasharray: '4 4'}} />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipId} />
      </ChartsSurface>
      {/* The tooltip is HTML, so it sits next to the SVG surface, not inside it. */}
      <ChartsTooltip trigger="axis" />
    </ChartsDataProvider>
  );
}
