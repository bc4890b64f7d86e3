import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const countries = ['Germany', 'France', 'Spain', 'Poland'];

export default function StackingBars() {
  return (
    <BarChart
      height={340}
      xAxis={[{scaleType: 'band', data: countries}]}
      yAxis={[{label: 'TWh'}]}
      series={[
        {data: [59, 21, 37, 24], label: 'Wind', stack: 'renewable'},
        {data: [60, 22, 39, 16], label: 'Solar', stack: 'renewable'},
        {data: [70, 29, 21, 16], label: 'Gas', stack: 'fossil'},
        {data: [88, 2, 4, 101], label: 'Coal', stack: 'fossil'},
      ]}
    />
  );
}
