import * as React from 'react';
import {PieChart} from '@mui/x-charts';

const devices = [
  {id: 'mobile', value: 58, label: 'Mobile'},
  {id: 'desktop', value: 36, label: 'Desktop'},
  {id: 'tablet', value: 5, label: 'Tablet'},
  {id: 'other', value: 1, label: 'Smart TV and consoles'},
];

export default function LegendPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: devices,
          innerRadius: 50,
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value}% of visits`,
        },
      ]}
      // Under the pie, in a row: the pie keeps the whole width of the container.
      slotProps={{legend: {direction: 'horizontal', position: {vertical: 'bottom', horizontal: 'center'}}}}
    />
  );
}
