import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily low and high in Vienna, in °C.
const lows = [-2, -1, 2, 6, 11, 14, 16, 16, 12, 7, 3, 0];
const highs = [3, 5, 10, 16, 21, 24, 27, 26, 21, 15, 8, 4];

export default function BarDemoTemperatureRange() {
  return (
    <BarChart
      height={320}
      grid={{horizontal: true}}
      xAxis={[{scaleType: 'band', data: months}]}
      yAxis={[{valueFormatter: (value: number) => `${value} °C`}]}
      series={[
        // An invisible base segment lifts each visible bar to the monthly low.
        {data: lows, stack: 'range', color: 'transparent', valueFormatter: () => null},
        {
          data: highs.map((high, index) => high - lows[index]),
          stack: 'range',
          label: 'Daily range',
          color: '#ef6c00',
          valueFormatter: (value, {dataIndex}) =>
            value === null ? '' : `${lows[dataIndex]} °C to ${highs[dataIndex]} °C`,
        },
      ]}
      borderRadius={6}
      hideLegend
    />
  );
}
