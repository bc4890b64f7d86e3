import * as React from 'react';
import {PieChart, pieClasses} from '@mui/x-charts';

const answers = [
  {id: 'daily', value: 48, label: 'Daily', color: '#1565c0'},
  {id: 'weekly', value: 31, label: 'Weekly', color: '#6a1b9a'},
  {id: 'monthly', value: 14, label: 'Monthly', color: '#00796b'},
  {id: 'rarely', value: 5, label: 'Rarely', color: '#c62828'},
  {id: 'never', value: 2, label: 'Never', color: '#616161'},
];

export default function PieArcLabels() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: answers,
          arcLabel: (item) => `${item.value}%`,
          // Slices narrower than 25 degrees get no label.
          arcLabelMinAngle: 25,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `${item.value}% of respondents`,
        },
      ]}
      sx={{[`& .${pieClasses.arcLabel}`]: {fill: '#fff', fontWeight: 600}}}
    />
  );
}
