import * as React from 'react';
import {BarChart, ChartsReferenceLine} from '@mui/x-charts';

const reps = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emil', 'Farah'];
const TARGET = 120;

export default function BarsReferenceLine() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: reps}]}
      yAxis={[
        {label: 'Sales (k$)', colorMap: {type: 'piecewise', thresholds: [TARGET], colors: ['#90a4ae', '#2e7d32']}},
      ]}
      series={[{data: [134, 98, 121, 87, 142, 109], label: 'Quarterly sales (k$)'}]}
      hideLegend
    >
      {/* Children are drawn over the bars, in the chart's coordinates. */}
      <ChartsReferenceLine
        y={TARGET}
        label={`Target: ${TARGET}k$`}
        labelAlign="end"
        lineStyle={{strokeDasharray: '6 4', strokeWidth: 2}}
      />
    </BarChart>
  );
}
