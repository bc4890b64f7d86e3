import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly temperature anomaly against the 1991–2020 average, in °C.
const anomalies = [1.4, 2.1, 0.6, -0.4, -1.1, 0.8, 1.6, 1.9, 0.3, -0.7, 0.9, 1.2];

const signed = (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}${value} °C`);

export default function BarsNegativeValues() {
  return (
    <BarChart
      height={300}
      // The rounded end points away from zero, also for bars below it.
      borderRadius={6}
      grid={{horizontal: true}}
      xAxis={[{scaleType: 'band', data: months}]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}°`,
          colorMap: {type: 'piecewise', thresholds: [0], colors: ['#1e88e5', '#e53935']},
        },
      ]}
      series={[{data: anomalies, label: 'Temperature anomaly', valueFormatter: signed}]}
      hideLegend
    />
  );
}
