import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const months = [1, 2, 3, 4, 5, 6];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June'];
const asEuros = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-US', {style: 'currency', currency: 'EUR', maximumFractionDigits: 0});

export default function TooltipFormatting() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: months,
          // The tooltip heading spells the month out; ticks stay short.
          valueFormatter: (month: number, context) =>
            context.location === 'tooltip' ? `${monthNames[month - 1]} 2024` : monthNames[month - 1].slice(0, 3),
        },
      ]}
      yAxis={[{width: 55, valueFormatter: (value: number) => `€${value / 1000}k`}]}
      series={[
        {data: [18250, 19870, 21340, 20510, 23890, 25120], label: 'Net sales', valueFormatter: asEuros},
        {data: [4210, 4680, 5020, 4890, 5630, 6010], label: 'Refunds', valueFormatter: asEuros},
      ]}
    />
  );
}
