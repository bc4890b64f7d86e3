import * as React from 'react';
import {LineChart} from '@mui/x-charts';

export default function LabelSeries() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']}]}
      series={[
        {data: [4, 6, 10, 14, 18, 22], label: 'Paris'},
        {data: [9, 10, 13, 16, 20, 25], label: 'Madrid'},
        // No label: this helper series stays out of the legend.
        {data: [6, 7, 10, 13, 17, 21], showMark: false, color: '#9e9e9e'},
      ]}
    />
  );
}
