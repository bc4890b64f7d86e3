import * as React from 'react';
import {ChartsContainer} from '@mui/x-charts/ChartsContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsAxis} from '@mui/x-charts/ChartsAxis';
import {useDrawingArea, useXAxes, useYAxes} from '@mui/x-charts/hooks';
import {MONTHS, PRECIPITATION, TEMPERATURES} from '@site/src/demo-data/charts-weather';

// Lists every axis the chart knows about, read from the hooks, in the top-left corner of the plot.
function AxisInventory() {
  const {xAxis, xAxisIds} = useXAxes();
  const {yAxis, yAxisIds} = useYAxes();
  const {left, top} = useDrawingArea();

  const lines = [
    ...xAxisIds.map((id) => `x "${id}": ${xAxis[id].scaleType}, ${xAxis[id].data?.length ?? 0} categories`),
    ...yAxisIds.map((id) => {
      const [min, max] = yAxis[id].scale.domain() as number[];
      return `y "${id}": ${yAxis[id].position} side, domain ${min} to ${max}`;
    }),
  ];

  return (
    <g transform={`translate(${left + 8}, ${top + 14})`}>
      {lines.map((line, index) => (
        <text key={line} y={index * 16} fontSize={12} fill="currentColor" opacity={0.75}>
          {line}
        </text>
      ))}
    </g>
  );
}

export default function UseAxesDualAxes() {
  return (
    <ChartsContainer
      height={320}
      xAxis={[{id: 'months', scaleType: 'band', data: MONTHS}]}
      yAxis={[
        {id: 'temperature', label: '°C', min: -5, max: 30},
        {id: 'rain', label: 'mm', position: 'right', min: 0, max: 240},
      ]}
      series={[
        {type: 'bar', data: PRECIPITATION.newYork, label: 'Precipitation', yAxisId: 'rain', color: '#90caf9'},
        {type: 'line', data: TEMPERATURES.newYork, label: 'Temperature', yAxisId: 'temperature', color: '#e65100'},
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsAxis />
      <AxisInventory />
    </ChartsContainer>
  );
}
