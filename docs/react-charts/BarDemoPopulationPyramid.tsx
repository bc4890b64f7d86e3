import * as React from 'react';
import {BarChart} from '@mui/x-charts';

// Population of France by age group and sex, in millions (rounded 2024 estimates).
const ageGroups = ['80+', '70–79', '60–69', '50–59', '40–49', '30–39', '20–29', '10–19', '0–9'];
const men = [1.5, 2.9, 3.8, 4.3, 4.2, 4.0, 3.8, 4.2, 3.5];
const women = [2.6, 3.5, 4.2, 4.5, 4.2, 4.1, 3.7, 4.0, 3.3];

const millions = (value: number | null) => (value === null ? '' : `${Math.abs(value).toFixed(1)} M`);

export default function BarDemoPopulationPyramid() {
  return (
    <BarChart
      layout="horizontal"
      height={380}
      yAxis={[{scaleType: 'band', data: ageGroups}]}
      // Men are stored as negative values so that they extend to the left; the labels drop the sign.
      xAxis={[
        {
          min: -5,
          max: 5,
          tickInterval: [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5],
          valueFormatter: (value: number) => `${Math.abs(value)} M`,
        },
      ]}
      series={[
        {
          data: men.map((value) => -value),
          label: 'Men',
          stack: 'population',
          color: '#1e88e5',
          valueFormatter: millions,
        },
        {data: women, label: 'Women', stack: 'population', color: '#d81b60', valueFormatter: millions},
      ]}
      grid={{vertical: true}}
    />
  );
}
