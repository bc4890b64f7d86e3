import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];

export default function LinesBasic() {
  return (
    <LineChart
      height={300}
      xAxis={[{data: weeks, label: 'Week', tickMinStep: 1}]}
      series={[
        {data: [2.1, 2.4, 2.3, 2.9, 3.2, 3.1, 3.6, 3.9], label: 'Web (k users)'},
        {data: [1.2, 1.3, 1.7, 1.8, 2.2, 2.6, 2.7, 3.0], label: 'Mobile (k users)'},
      ]}
    />
  );
}
