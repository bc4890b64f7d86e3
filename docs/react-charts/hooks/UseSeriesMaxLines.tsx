import * as React from 'react';
import {ChartsContainer} from '@mui/x-charts/ChartsContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot} from '@mui/x-charts/LineChart';
import {ChartsAxis} from '@mui/x-charts/ChartsAxis';
import {useDrawingArea, useSeries, useYScale} from '@mui/x-charts/hooks';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

// useSeries groups every series by type; this component does not need to know which types are present.
function PeakLines() {
  const processed = useSeries();
  const yScale = useYScale();
  const {left, width} = useDrawingArea();

  const peaks = [processed.bar, processed.line].flatMap((group) =>
    group
      ? group.seriesOrder.map((id) => {
          const series = group.series[id];
          const values = series.data.filter((value): value is number => value != null);
          return {id, color: series.color, label: String(series.label), max: Math.max(...values)};
        })
      : [],
  );

  return (
    <g pointerEvents="none">
      {peaks.map((peak) => {
        const y = yScale(peak.max) as number;
        return (
          <g key={peak.id}>
            <line x1={left} x2={left + width} y1={y} y2={y} stroke={peak.color} strokeDasharray="5 4" />
            <text x={left + width - 4} y={y - 4} textAnchor="end" fontSize={11} fill={peak.color}>
              {`${peak.label} peak: ${peak.max} TWh`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function UseSeriesMaxLines() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{scaleType: 'band', data: YEARS}]}
      yAxis={[{label: 'TWh', max: 260}]}
      series={[
        {type: 'bar', id: 'coal', data: GENERATION.coal, label: 'Coal', color: '#8d6e63'},
        {type: 'line', id: 'wind', data: GENERATION.wind, label: 'Wind', color: '#00897b'},
      ]}
    >
      <BarPlot />
      <LinePlot />
      <ChartsAxis />
      <PeakLines />
    </ChartsContainer>
  );
}
