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
      height={320}
      // The legend moves under the pie: free the right margin, reserve the bottom one.
      margin={{top: 10, right: 10, bottom: 50, left: 10}}
      series={[
        {
          data: devices,
          innerRadius: 50,
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value}% of visits`,
        },
      ]}
      slotProps={{
        legend: {
          direction: 'row',
          position: {vertical: 'bottom', horizontal: 'middle'},
          itemMarkWidth: 12,
          itemMarkHeight: 12,
          padding: 0,
        },
      }}
    />
  );
}
