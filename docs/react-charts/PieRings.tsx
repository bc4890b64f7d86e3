import * as React from 'react';
import {PieChart} from '@mui/x-charts';

const platforms = [
  {id: 'mobile', value: 62, label: 'Mobile', color: '#1565c0'},
  {id: 'desktop', value: 38, label: 'Desktop', color: '#ef6c00'},
];

const systems = [
  {id: 'android', value: 38, label: 'Android', color: '#42a5f5'},
  {id: 'ios', value: 24, label: 'iOS', color: '#90caf9'},
  {id: 'windows', value: 27, label: 'Windows', color: '#ffa726'},
  {id: 'macos', value: 11, label: 'macOS', color: '#ffcc80'},
];

export default function PieRings() {
  return (
    <PieChart
      height={280}
      series={[
        {data: platforms, outerRadius: 70, valueFormatter: (item) => `${item.value}%`},
        {data: systems, innerRadius: 80, outerRadius: 120, valueFormatter: (item) => `${item.value}%`},
      ]}
    />
  );
}
