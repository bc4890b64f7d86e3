import * as React from 'react';
import {PieChart} from '@mui/x-charts';

export default function PieHalfDonut() {
  return (
    <PieChart
      height={220}
      series={[
        {
          startAngle: -90,
          endAngle: 90,
          innerRadius: '50%',
          cy: '80%',
          data: [
            {value: 58, label: 'Renewed'},
            {value: 27, label: 'Pending'},
            {value: 15, label: 'Churned'},
          ],
          valueFormatter: (item) => `${item.value}% of contracts`,
        },
      ]}
    />
  );
}
