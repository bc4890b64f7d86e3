import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const stages = ['Visited site', 'Viewed product', 'Added to cart', 'Started checkout', 'Purchased'];
const users = [12000, 7400, 3100, 1900, 1250];
const widest = Math.max(...users);

export default function FunnelWorkaroundBars() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      yAxis={[{scaleType: 'band', data: stages, categoryGapRatio: 0.1, width: 120}]}
      // Offsets make the values of the x-axis meaningless, so the axis is hidden.
      xAxis={[{position: 'none'}]}
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
          barLabel: (item) => (item.value === null ? null : `${Math.round((item.value / users[0]) * 100)}%`),
        },
      ]}
      hideLegend
    />
  );
}
