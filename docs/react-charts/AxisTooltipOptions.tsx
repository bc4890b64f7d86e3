import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const weeks = Array.from({length: 12}, (_, index) => index + 1);

export default function AxisTooltipOptions() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {id: 'week', data: weeks, label: 'Week', tickMinStep: 1, valueFormatter: (week: number) => `Week ${week}`},
        // A second x-axis on top names the two-week sprints; the axis tooltip leaves it out.
        {
          id: 'sprint',
          scaleType: 'point',
          data: weeks,
          position: 'top',
          ignoreTooltip: true,
          tickInterval: (week: number) => week % 2 === 1,
          valueFormatter: (week: number) => `Sprint ${Math.ceil(week / 2)}`,
        },
      ]}
      series={[
        {data: [14, 18, 21, 19, 25, 28, 24, 30, 33, 29, 35, 38], label: 'Closed issues', xAxisId: 'week'},
        {data: [20, 17, 19, 22, 18, 16, 21, 17, 15, 18, 14, 12], label: 'Open issues', xAxisId: 'week'},
      ]}
    />
  );
}
