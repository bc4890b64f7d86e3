import * as React from 'react';
import {Heatmap, PiecewiseColorLegend} from '@mui/x-charts-pro';

const services = ['Auth', 'Search', 'Checkout', 'Payments', 'Emails'];
const regions = ['eu-west', 'us-east', 'ap-south'];

// Error rate per service and region, in %.
const rates = [
  [0.2, 0.4, 1.1],
  [0.8, 0.6, 2.4],
  [1.9, 3.2, 0.9],
  [0.3, 0.5, 0.7],
  [4.1, 1.2, 2.8],
];

const data = rates.flatMap((row, serviceIndex) =>
  row.map((rate, regionIndex): [number, number, number] => [serviceIndex, regionIndex, rate]),
);

export default function HeatmapPiecewise() {
  return (
    <Heatmap
      height={300}
      xAxis={[{data: services}]}
      yAxis={[{data: regions, width: 70}]}
      series={[{data, valueFormatter: (value) => (value === null ? '' : `${value[2]}% errors`)}]}
      zAxis={[
        {
          colorMap: {type: 'piecewise', thresholds: [1, 2.5], colors: ['#66bb6a', '#ffa726', '#e53935']},
        },
      ]}
      // The heatmap hides its legend by default.
      hideLegend={false}
      slots={{legend: PiecewiseColorLegend}}
      slotProps={{
        legend: {
          axisDirection: 'z',
          direction: 'horizontal',
          position: {vertical: 'top', horizontal: 'center'},
          labelPosition: 'inline-end',
          labelFormatter: ({min, max}) => {
            if (min === null) return `below ${max}%`;
            if (max === null) return `above ${min}%`;
            return `${min}–${max}%`;
          },
        },
      }}
    />
  );
}
