import * as React from 'react';
import {PieChart, pieClasses} from '@mui/x-charts';

const energy = [
  {
    id: 'nuclear',
    value: 65,
    label: (location: 'legend' | 'tooltip' | 'arc') => (location === 'arc' ? 'Nucl.' : 'Nuclear'),
    color: '#6a1b9a',
  },
  {id: 'hydro', value: 12, label: 'Hydro', color: '#1565c0'},
  {id: 'wind', value: 9, label: 'Wind', color: '#00838f'},
  {id: 'solar', value: 5, label: 'Solar', color: '#ef6c00'},
  {id: 'gas', value: 6, label: 'Gas', color: '#5d4037'},
  {id: 'other', value: 3, label: 'Other', color: '#616161'},
];

export default function LabelPieArcs() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: energy,
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          valueFormatter: (item) => `${item.value}% of production`,
        },
      ]}
      sx={{[`& .${pieClasses.arcLabel}`]: {fill: '#fff', fontSize: 13}}}
    />
  );
}
