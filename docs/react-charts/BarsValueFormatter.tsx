import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const euros = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'EUR', maximumFractionDigits: 0});
const compactEuros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const quarters = ['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4'];
const quarterNames: Record<string, string> = {
  '2024-Q1': 'January to March 2024',
  '2024-Q2': 'April to June 2024',
  '2024-Q3': 'July to September 2024',
  '2024-Q4': 'October to December 2024',
};

export default function BarsValueFormatter() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: quarters,
          // The tick shows the short code, the tooltip heading the full period.
          valueFormatter: (quarter: string, context) =>
            context.location === 'tick' ? quarter.slice(5) : quarterNames[quarter],
        },
      ]}
      // Compact currency on the axis: €1.2M rather than 1,200,000.
      yAxis={[{width: 60, valueFormatter: (value: number) => compactEuros.format(value)}]}
      series={[
        {
          data: [1184000, 1342500, 1296300, 1611900],
          label: 'Subscriptions',
          valueFormatter: (v) => (v === null ? '' : euros.format(v)),
        },
        {
          data: [412800, 398100, 455600, 530200],
          label: 'Services',
          valueFormatter: (v) => (v === null ? '' : euros.format(v)),
        },
      ]}
    />
  );
}
