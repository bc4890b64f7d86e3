import * as React from 'react';
import {Heatmap, heatmapClasses} from '@mui/x-charts-pro';

const hours = ['8h', '10h', '12h', '14h', '16h', '18h', '20h'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Visitors in a museum, per day and hour (hundreds), built from literal daily and hourly profiles.
const dayFactor = [0.6, 0.7, 0.8, 0.8, 1, 1.6, 1.4];
const hourProfile = [2, 5, 7, 8, 7, 4, 2];
const data = days.flatMap((_, dayIndex) =>
  hourProfile.map((base, hourIndex): [number, number, number] => [
    hourIndex,
    dayIndex,
    Math.round(base * dayFactor[dayIndex] * 10) / 10,
  ]),
);

export default function HeatmapHighlight() {
  return (
    <Heatmap
      height={320}
      xAxis={[{data: hours}]}
      yAxis={[{data: days}]}
      series={[
        {
          data,
          highlightScope: {highlight: 'item', fade: 'global'},
          valueFormatter: (value) => (value === null ? '' : `${Math.round(value[2] * 100)} visitors`),
        },
      ]}
      zAxis={[{min: 0, max: 13, colorMap: {type: 'continuous', min: 0, max: 13, color: ['#fff3e0', '#bf360c']}}]}
      sx={(theme) => ({
        // Cell borders take the paper colour, so they stay invisible seams in both colour modes.
        [`& .${heatmapClasses.cell}`]: {stroke: (theme.vars ?? theme).palette.background.paper, strokeWidth: 2},
        [`& .${heatmapClasses.highlighted}`]: {stroke: (theme.vars ?? theme).palette.text.primary},
      })}
    />
  );
}
