import * as React from 'react';
import {LineChart} from '@mui/x-charts';

// Share of commuters cycling to work (%), 2014 and 2024, in six cities.
const cities = [
  {id: 'copenhagen', label: 'Copenhagen', data: [45, 49]},
  {id: 'amsterdam', label: 'Amsterdam', data: [38, 36]},
  {id: 'paris', label: 'Paris', data: [5, 14]},
  {id: 'london', label: 'London', data: [4, 7]},
  {id: 'berlin', label: 'Berlin', data: [13, 18]},
  {id: 'seville', label: 'Seville', data: [7, 9]},
];

export default function LineDemoSlopeChart() {
  return (
    <LineChart
      height={360}
      // Two points per series: the slope is the story.
      xAxis={[{scaleType: 'point', data: ['2014', '2024']}]}
      yAxis={[{min: 0, max: 55, valueFormatter: (value: number) => `${value}%`}]}
      series={cities.map((city) => ({
        ...city,
        curve: 'linear',
        valueFormatter: (value) => (value === null ? '' : `${value}%`),
      }))}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
    />
  );
}
