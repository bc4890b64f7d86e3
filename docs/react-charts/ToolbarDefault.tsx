import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

export default function ToolbarDefault() {
  return (
    <LineChartPro
      showToolbar
      initialZoom={[{axisId: 'years', start: 30, end: 100}]}
      height={320}
      xAxis={[
        {id: 'years', scaleType: 'point', data: YEARS, zoom: true, valueFormatter: (year: number) => String(year)},
      ]}
      yAxis={[{label: 'TWh'}]}
      series={[
        {data: GENERATION.coal, label: 'Coal', color: '#5d4037'},
        {data: GENERATION.wind, label: 'Wind', color: '#26a69a'},
        {data: GENERATION.solar, label: 'Solar', color: '#fbc02d'},
      ]}
    />
  );
}
