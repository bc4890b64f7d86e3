import * as React from 'react';
import {ChartsDataProvider} from '@mui/x-charts/ChartsDataProvider';
import {ChartsWrapper} from '@mui/x-charts/ChartsWrapper';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const signups = [120, 180, 150, 210, 260, 240];
// Share of sign-ups that became paying customers, in percent.
const conversion = [8.1, 7.4, 9.0, 9.6, 8.8, 10.2];

export default function QuickstartComposition() {
  return (
    <ChartsDataProvider
      height={320}
      xAxis={[{id: 'months', scaleType: 'band', data: months}]}
      yAxis={[
        {id: 'count', label: 'Sign-ups'},
        {id: 'rate', label: 'Conversion (%)', position: 'right', min: 0, max: 12},
      ]}
      series={[
        {type: 'bar', data: signups, label: 'Sign-ups', yAxisId: 'count', color: '#90caf9'},
        {type: 'line', data: conversion, label: 'Conversion', yAxisId: 'rate', color: '#d84315'},
      ]}
    >
      <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'center'}}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis />
          <ChartsYAxis axisId="count" />
          <ChartsYAxis axisId="rate" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
