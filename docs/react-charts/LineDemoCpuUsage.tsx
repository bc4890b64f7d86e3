import * as React from 'react';
import {ChartsReferenceLine, LineChart} from '@mui/x-charts';

const minutes = ['10:00', '10:05', '10:10', '10:15', '10:20', '10:25', '10:30', '10:35'];

export default function LineDemoCpuUsage() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: minutes}]}
      yAxis={[{min: 0, max: 100, valueFormatter: (value: number) => `${value}%`}]}
      series={[
        {
          data: [42, 55, 61, 88, 93, 71, 64, 58],
          label: 'api-server-1',
          curve: 'stepAfter',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      <ChartsReferenceLine
        y={80}
        label="Alert threshold"
        labelAlign="end"
        lineStyle={{stroke: '#d32f2f', strokeDasharray: '4 4'}}
      />
    </LineChart>
  );
}
