import * as React from 'react';
import {BarChart, type BarItem, type BarLabelContext} from '@mui/x-charts';

// Hide the label when the bar is too short to hold it.
const accountsLabel = (item: BarItem, context: BarLabelContext) =>
  context.bar.height < 18 ? null : item.value?.toLocaleString('en-US');

export default function BarsLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Starter', 'Team', 'Business', 'Enterprise']}]}
      series={[
        {data: [1840, 920, 410, 36], label: 'Accounts', barLabel: accountsLabel},
        {data: [1510, 1020, 455, 42], label: 'Accounts last year', barLabel: accountsLabel},
      ]}
    />
  );
}
