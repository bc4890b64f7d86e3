import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const revenue = [
  {month: 'Jan', emea: 182, americas: 240, apac: 96},
  {month: 'Feb', emea: 175, americas: 228, apac: 104},
  {month: 'Mar', emea: 201, americas: 265, apac: 118},
  {month: 'Apr', emea: 196, americas: 259, apac: 131},
  {month: 'May', emea: 214, americas: 281, apac: 127},
  {month: 'Jun', emea: 228, americas: 297, apac: 142},
];

const asCurrency = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function BarDemoRevenueByRegion() {
  return (
    <BarChart
      height={340}
      dataset={revenue}
      grid={{horizontal: true}}
      xAxis={[{scaleType: 'band', dataKey: 'month'}]}
      yAxis={[{valueFormatter: (value: number) => `$${value}k`}]}
      series={[
        {dataKey: 'emea', label: 'EMEA', valueFormatter: asCurrency},
        {dataKey: 'americas', label: 'Americas', valueFormatter: asCurrency},
        {dataKey: 'apac', label: 'APAC', valueFormatter: asCurrency},
      ]}
    />
  );
}
