import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const dataset = [
  {month: 'Jan', online: 420, retail: 310},
  {month: 'Feb', online: 460, retail: 290},
  {month: 'Mar', online: 530, retail: 340},
  {month: 'Apr', online: 505, retail: 365},
];

export default function BarsDataset() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'month'}]}
      series={[
        {dataKey: 'online', label: 'Online'},
        {dataKey: 'retail', label: 'Retail'},
      ]}
    />
  );
}
