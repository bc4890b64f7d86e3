import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {ScatterChart, getValueToPositionMapper, type ScatterProps} from '@mui/x-charts';

// GDP per capita (thousand US$) and life expectancy (years), rounded 2022 figures.
const countries = [
  {id: 'Japan', x: 34, y: 84.5},
  {id: 'France', x: 41, y: 82.3},
  {id: 'Germany', x: 49, y: 80.7},
  {id: 'United States', x: 76, y: 77.5},
  {id: 'China', x: 12.7, y: 78.2},
  {id: 'Mexico', x: 11.5, y: 74.8},
  {id: 'Brazil', x: 8.9, y: 73.4},
  {id: 'South Africa', x: 6.8, y: 62.3},
  {id: 'Indonesia', x: 4.8, y: 68.3},
  {id: 'India', x: 2.4, y: 67.7},
  {id: 'Nigeria', x: 2.2, y: 53.6},
];

// Replaces the default series renderer: a circle and the point's id as a label.
function LabeledScatter({series, xScale, yScale, color}: ScatterProps) {
  const {markerSize} = series;
  const theme = useTheme();
  const getX = getValueToPositionMapper(xScale);
  const getY = getValueToPositionMapper(yScale);
  return (
    <g>
      {(series.data ?? []).map((point) => (
        <g key={point.id} transform={`translate(${getX(point.x)}, ${getY(point.y)})`}>
          <circle r={markerSize} fill={color} />
          <text x={markerSize + 4} dy="0.35em" fontSize={12} fill={(theme.vars ?? theme).palette.text.secondary}>
            {point.id}
          </text>
        </g>
      ))}
    </g>
  );
}

export default function ScatterLabeledPoints() {
  return (
    <ScatterChart
      height={360}
      margin={{right: 90}}
      xAxis={[{label: 'GDP per capita (k$, log scale)', scaleType: 'log', min: 1, max: 100}]}
      yAxis={[{label: 'Life expectancy (years)', min: 50, max: 90}]}
      series={[
        {
          data: countries,
          label: 'Countries',
          markerSize: 5,
          valueFormatter: (point) => point && `${point.id}: $${point.x}k, ${point.y} years`,
        },
      ]}
      slots={{scatter: LabeledScatter}}
      hideLegend
    />
  );
}
