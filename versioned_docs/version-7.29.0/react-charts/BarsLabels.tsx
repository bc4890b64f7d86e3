import * as React from 'react';
import {BarChart} from '@mui/x-charts';

export default function BarsLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Starter', 'Team', 'Business', 'Enterprise']}]}
      series={[
        {data: [1840, 920, 410, 36], label: 'Accounts'},
        {data: [1510, 1020, 455, 42], label: 'Accounts last year'},
      ]}
      // Hide the label when the bar is too short to hold it.
      barLabel={(item, context) => (context.bar.height < 18 ? null : item.value?.toLocaleString('en-US'))}
    />
  );
}
