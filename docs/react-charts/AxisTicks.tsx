import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const hours = Array.from({length: 24}, (_, hour) => hour);
const requests = [12, 8, 5, 4, 4, 7, 18, 42, 77, 95, 102, 110, 121, 115, 108, 104, 99, 93, 80, 61, 44, 32, 24, 17];

export default function AxisTicks() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: hours,
          // One tick every 3 hours, labelled like a clock.
          tickInterval: [0, 3, 6, 9, 12, 15, 18, 21],
          valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[{tickNumber: 4, tickMinStep: 1}]}
      series={[{data: requests, label: 'Requests per minute', showMark: false}]}
    />
  );
}
