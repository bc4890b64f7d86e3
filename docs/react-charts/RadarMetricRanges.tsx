import * as React from 'react';
import {RadarChart} from '@mui/x-charts';

// Three cities on metrics with different units: each metric gets its own range.
const metrics = [
  {name: 'Sunshine (h/year)', min: 1000, max: 3000},
  {name: 'Rent (€/m²)', min: 0, max: 40},
  {name: 'Parks (% of area)', min: 0, max: 30},
  {name: 'Commute (min)', min: 0, max: 60},
  {name: 'Air quality index', min: 0, max: 100},
];

export default function RadarMetricRanges() {
  return (
    <RadarChart
      height={340}
      radar={{metrics}}
      series={[
        {data: [2770, 21, 12, 34, 62], label: 'Madrid'},
        {data: [1660, 29, 23, 41, 74], label: 'Berlin'},
        {data: [1500, 33, 9, 48, 55], label: 'Amsterdam'},
      ]}
    />
  );
}
