import * as React from 'react';
import {FunnelChart} from '@mui/x-charts-pro';

const stages = ['Visits', 'Product views', 'Carts', 'Orders'];
const lastYear = [10000, 5800, 2100, 900];
const thisYear = [9000, 6100, 2900, 1500];

export default function FunnelMultipleSeries() {
  return (
    <FunnelChart
      height={320}
      categoryAxis={{categories: stages, position: 'left', size: 90}}
      series={[
        // Each series draws its own funnel in the same space, in order: the outline of last year goes on top.
        {
          id: 'this-year',
          label: 'This year',
          data: thisYear.map((value) => ({value, color: '#5c6bc0'})),
        },
        {
          id: 'last-year',
          label: 'Last year',
          variant: 'outlined',
          data: lastYear.map((value) => ({value, color: '#ef6c00'})),
          sectionLabel: false,
        },
      ]}
    />
  );
}
