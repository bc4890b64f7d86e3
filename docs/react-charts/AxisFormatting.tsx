import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const months = ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06'];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June'];

export default function AxisFormatting() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          // Short labels on ticks, full names in the tooltip.
          valueFormatter: (value: string, context) => {
            const name = monthNames[months.indexOf(value)];
            return context.location === 'tick' ? name.slice(0, 3) : `${name} 2024`;
          },
        },
      ]}
      yAxis={[{valueFormatter: (value: number) => `${value / 1000}k`}]}
      series={[{data: [12400, 13900, 15100, 14300, 16800, 18200], label: 'Page views'}]}
    />
  );
}
