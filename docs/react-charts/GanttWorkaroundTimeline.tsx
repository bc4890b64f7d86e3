import * as React from 'react';
import {BarChart, ChartsReferenceLine} from '@mui/x-charts';

// Day offsets from the project start, June 3rd, 2024 (UTC).
const projectStart = Date.UTC(2024, 5, 3);
const tasks = [
  {name: 'Research', start: 0, days: 10},
  {name: 'Design', start: 8, days: 12},
  {name: 'Build', start: 18, days: 25},
  {name: 'Testing', start: 38, days: 10},
  {name: 'Launch', start: 48, days: 3},
];

const dayToLabel = (offset: number) =>
  new Date(projectStart + offset * 86400000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export default function GanttWorkaroundTimeline() {
  return (
    <BarChart
      layout="horizontal"
      height={300}
      margin={{right: 30}}
      yAxis={[{scaleType: 'band', data: tasks.map((task) => task.name), width: 80}]}
      xAxis={[{min: 0, max: 56, tickInterval: [0, 14, 28, 42, 56], valueFormatter: dayToLabel}]}
      series={[
        {
          data: tasks.map((task) => task.start),
          stack: 'timeline',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          data: tasks.map((task) => task.days),
          stack: 'timeline',
          label: 'Duration',
          valueFormatter: (value, {dataIndex}) =>
            value === null
              ? ''
              : `${dayToLabel(tasks[dataIndex].start)} to ${dayToLabel(tasks[dataIndex].start + value)} (${value} days)`,
        },
      ]}
      borderRadius={4}
      hideLegend
    >
      {/* A fixed "today" keeps the page identical on every visit. */}
      <ChartsReferenceLine x={24} label="Today" labelAlign="start" lineStyle={{strokeDasharray: '4 4'}} />
    </BarChart>
  );
}
