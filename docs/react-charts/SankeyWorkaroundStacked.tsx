import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const sources = ['Search', 'Social', 'Email', 'Direct'];
const asSessions = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} sessions`);

export default function SankeyWorkaroundStacked() {
  return (
    <BarChart
      layout="horizontal"
      height={300}
      yAxis={[{scaleType: 'band', data: sources, width: 70}]}
      xAxis={[{label: 'Sessions'}]}
      series={[
        {data: [5200, 1800, 900, 2600], label: 'Landing page', stack: 'flow', valueFormatter: asSessions},
        {data: [2100, 2400, 300, 800], label: 'Blog', stack: 'flow', valueFormatter: asSessions},
        {data: [900, 300, 1700, 1500], label: 'Pricing', stack: 'flow', valueFormatter: asSessions},
      ]}
    />
  );
}
