import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const options = ['Remote', 'Hybrid', 'Office'];

export default function AxisHidden() {
  return (
    <BarChart
      height={220}
      // No value axis: the labels on the bars carry the numbers, and no space is reserved for it.
      yAxis={[{position: 'none'}]}
      margin={{left: 10, right: 10, top: 10, bottom: 0}}
      xAxis={[{scaleType: 'band', data: options, disableLine: true, disableTicks: true}]}
      series={[
        {
          data: [46, 38, 16],
          label: 'Share of answers (%)',
          valueFormatter: (value) => `${value}%`,
          barLabel: (item) => `${item.value}%`,
        },
      ]}
      hideLegend
    />
  );
}
