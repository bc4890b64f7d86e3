import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

const cities = [
  {city: 'Lisbon', rent: 1250, salary: 1650},
  {city: 'Berlin', rent: 1400, salary: 3300},
  {city: 'Warsaw', rent: 900, salary: 1900},
  {city: 'Dublin', rent: 2100, salary: 3600},
  {city: 'Madrid', rent: 1300, salary: 2200},
  {city: 'Vienna', rent: 1150, salary: 3000},
  {city: 'Prague', rent: 1000, salary: 2000},
];

export default function ScatterDataset() {
  return (
    <ScatterChart
      height={300}
      dataset={cities}
      xAxis={[{label: 'Rent of a 1-bedroom flat (€)'}]}
      yAxis={[{label: 'Net salary (€)', width: 75}]}
      series={[
        {
          datasetKeys: {id: 'city', x: 'rent', y: 'salary'},
          label: 'Cities',
          valueFormatter: (point) => point && `${point.id}: rent €${point.x}, salary €${point.y}`,
        },
      ]}
    />
  );
}
