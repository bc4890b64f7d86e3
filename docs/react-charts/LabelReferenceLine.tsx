import * as React from 'react';
import {ChartsReferenceLine, LineChart} from '@mui/x-charts';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function LabelReferenceLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: weeks, label: 'Week of the quarter'}]}
      yAxis={[{label: 'Signed contracts'}]}
      series={[{data: [3, 5, 4, 8, 9, 7, 11, 12], label: 'Contracts'}]}
    >
      <ChartsReferenceLine y={10} label="Weekly goal" labelAlign="start" labelStyle={{fontWeight: 600}} />
      <ChartsReferenceLine x="W4" label="Price change" labelAlign="end" lineStyle={{strokeDasharray: '3 3'}} />
    </LineChart>
  );
}
