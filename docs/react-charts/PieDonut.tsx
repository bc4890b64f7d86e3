import * as React from 'react';
import {PieChart} from '@mui/x-charts';

export default function PieDonut() {
  return (
    <PieChart
      height={260}
      series={[
        {
          innerRadius: 60,
          outerRadius: 110,
          paddingAngle: 2,
          cornerRadius: 4,
          sortingValues: 'desc',
          data: [
            {value: 42, label: 'Salaries'},
            {value: 18, label: 'Marketing'},
            {value: 25, label: 'Infrastructure'},
            {value: 15, label: 'Travel'},
          ],
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
