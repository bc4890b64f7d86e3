import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const countries = [
  {country: 'United States', users: 12.4},
  {country: 'Germany', users: 7.9},
  {country: 'Brazil', users: 6.1},
  {country: 'Japan', users: 5.3},
  {country: 'Canada', users: 3.8},
];

export default function BarDemoTopCountries() {
  return (
    <BarChart
      layout="horizontal"
      height={300}
      dataset={countries}
      yAxis={[{scaleType: 'band', dataKey: 'country', width: 100}]}
      series={[{dataKey: 'users', label: 'Active users (millions)', barLabel: 'value'}]}
      borderRadius={4}
      slotProps={{tooltip: {trigger: 'none'}}}
    />
  );
}
