import * as React from 'react';
import {BarChart, type AxisConfig, type ChartsYAxisProps} from '@mui/x-charts';

const stages = ['Visited site', 'Viewed product', 'Added to cart', 'Started checkout', 'Purchased'];
const users = [12000, 7400, 3100, 1900, 1250];
const widest = Math.max(...users);

export default function FunnelWorkaroundBars() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      margin={{left: 130, right: 20}}
      yAxis={[{scaleType: 'band', data: stages, categoryGapRatio: 0.1} as AxisConfig<'band', string, ChartsYAxisProps>]}
      bottomAxis={null}
      series={[
        {
          // Invisible offset that centres each bar.
          data: users.map((value) => (widest - value) / 2),
          stack: 'funnel',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          id: 'users',
          data: users,
          stack: 'funnel',
          label: 'Users',
          valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
        },
      ]}
      barLabel={(item) =>
        item.seriesId === 'users' && item.value !== null ? `${Math.round((item.value / users[0]) * 100)}%` : null
      }
      slotProps={{legend: {hidden: true}}}
    />
  );
}
