import * as React from 'react';
import {BarChart} from '@mui/x-charts';

export default function BarsBasic() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Billing', 'Platform', 'Mobile', 'Web']}]}
      series={[
        {data: [34, 21, 45, 28], label: 'Open'},
        {data: [12, 9, 17, 11], label: 'Escalated'},
      ]}
    />
  );
}
