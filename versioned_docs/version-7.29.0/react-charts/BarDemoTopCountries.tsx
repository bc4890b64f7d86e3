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
      margin={{left: 120, right: 20}}
      dataset={countries}
      yAxis={[{scaleType: 'band', dataKey: 'country'}]}
      series={[{dataKey: 'users', label: 'Active users (millions)'}]}
      barLabel="value"
      borderRadius={4}
      tooltip={{trigger: 'none'}}
    />
  );
}
