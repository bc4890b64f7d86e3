import * as React from 'react';
import {PieChart} from '@mui/x-charts';

const regions = [
  {value: 540, label: 'Europe', color: '#1565c0'},
  {value: 410, label: 'Americas', color: '#2e7d32'},
];

const countries = [
  {value: 260, label: 'Germany', color: '#42a5f5'},
  {value: 170, label: 'France', color: '#64b5f6'},
  {value: 110, label: 'Spain', color: '#90caf9'},
  {value: 300, label: 'United States', color: '#66bb6a'},
  {value: 110, label: 'Brazil', color: '#a5d6a7'},
];

const asRevenue = (item: {value: number}) => `$${item.value}k`;

export default function PieDemoRevenueByCountry() {
  return (
    <PieChart
      height={300}
      series={[
        {data: regions, outerRadius: 80, valueFormatter: asRevenue},
        {data: countries, innerRadius: 90, outerRadius: 130, valueFormatter: asRevenue},
      ]}
      hideLegend
    />
  );
}
