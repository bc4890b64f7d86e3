import * as React from 'react';
import {PieChart, pieClasses} from '@mui/x-charts';

// Explicit, fairly dark colours keep the white labels readable in both colour modes.
const browsers = [
  {id: 'chrome', value: 65.2, label: 'Chrome', color: '#1565c0'},
  {id: 'safari', value: 18.6, label: 'Safari', color: '#7b1fa2'},
  {id: 'edge', value: 5.2, label: 'Edge', color: '#00796b'},
  {id: 'firefox', value: 2.7, label: 'Firefox', color: '#e65100'},
  {id: 'other', value: 8.3, label: 'Other', color: '#616161'},
];

export default function PieDemoBrowserShare() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: browsers,
          innerRadius: 50,
          paddingAngle: 1,
          arcLabel: 'formattedValue',
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
      sx={{[`& .${pieClasses.arcLabel}`]: {fill: '#fff', fontWeight: 600}}}
    />
  );
}
