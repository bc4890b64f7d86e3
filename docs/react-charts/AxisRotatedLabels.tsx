import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const products = ['Starter plan', 'Team plan', 'Business plan', 'Enterprise plan'];

export default function AxisRotatedLabels() {
  return (
    <BarChart
      height={320}
      // The x-axis height makes room for the rotated labels.
      xAxis={[{scaleType: 'band', data: products, height: 80, tickLabelStyle: {angle: -35, fontSize: 12}}]}
      yAxis={[{label: 'Revenue (k$)'}]}
      series={[{data: [48, 126, 210, 95], label: 'Revenue (k$)'}]}
      hideLegend
    />
  );
}
