import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const hours = ['00h', '02h', '04h', '06h', '08h', '10h', '12h', '14h', '16h'];
// The sensor was offline at 06h and 08h.
const readings = [410, 405, 402, null, null, 468, 512, 530, 495];

export default function LinesMissingValues() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: hours}]}
      yAxis={[{min: 380}]}
      series={[
        {data: readings, label: 'CO₂ (ppm), gaps kept'},
        {
          data: readings.map((value) => (value === null ? null : value + 40)),
          label: 'Room B, connectNulls',
          connectNulls: true,
        },
      ]}
    />
  );
}
