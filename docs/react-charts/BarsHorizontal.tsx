import * as React from 'react';
import {BarChart} from '@mui/x-charts';

export default function BarsHorizontal() {
  return (
    <BarChart
      layout="horizontal"
      height={280}
      yAxis={[{scaleType: 'band', data: ['TypeScript', 'Python', 'Go', 'Rust'], width: 90}]}
      series={[{data: [68, 54, 23, 17], label: 'Repositories'}]}
    />
  );
}
