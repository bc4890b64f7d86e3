import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const products = ['Starter plan', 'Team plan', 'Business plan', 'Enterprise plan'];

export default function AxisRotatedLabels() {
  return (
    <BarChart
      height={320}
      margin={{bottom: 90}}
      xAxis={[{scaleType: 'band', data: products, tickLabelStyle: {angle: -35, textAnchor: 'end', fontSize: 12}}]}
      yAxis={[{label: 'Revenue (k$)'}]}
      series={[{data: [48, 126, 210, 95], label: 'Revenue (k$)'}]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
