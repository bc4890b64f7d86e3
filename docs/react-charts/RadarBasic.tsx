import * as React from 'react';
import {RadarChart} from '@mui/x-charts';

export default function RadarBasic() {
  return (
    <RadarChart
      height={320}
      // Every metric shares the 0–10 scale set by `max`.
      radar={{max: 10, metrics: ['Battery', 'Camera', 'Screen', 'Performance', 'Price']}}
      series={[
        {data: [8, 6, 7, 9, 5], label: 'Phone A', fillArea: true},
        {data: [6, 9, 8, 7, 6], label: 'Phone B', fillArea: true},
      ]}
    />
  );
}
