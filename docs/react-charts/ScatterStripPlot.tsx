import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

const teams = ['Billing', 'Search', 'Mobile', 'Platform'];
// Build durations (min) of each team's last 25 builds, from a seeded generator.
function createBuilds() {
  let seed = 9;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const typical = [6, 11, 9, 15];
  return teams.map((team, teamIndex) =>
    Array.from({length: 25}, (_, build) => ({
      id: `${team}-${build}`,
      // The x position is the team's index plus a little jitter, so points do not overlap.
      x: teamIndex + (random() - 0.5) * 0.5,
      y: Number((typical[teamIndex] * (0.7 + random() * 0.7)).toFixed(1)),
    })),
  );
}
const builds = createBuilds();

export default function ScatterStripPlot() {
  return (
    <ScatterChart
      height={320}
      xAxis={[
        {
          min: -0.5,
          max: teams.length - 0.5,
          tickInterval: teams.map((_, index) => index),
          valueFormatter: (value: number) => teams[Math.round(value)] ?? '',
        },
      ]}
      yAxis={[{label: 'Build duration (min)', min: 0}]}
      series={teams.map((team, index) => ({
        id: team,
        label: team,
        data: builds[index],
        markerSize: 4,
        valueFormatter: (point) => point && `${team}: ${point.y} min`,
      }))}
      hideLegend
    />
  );
}
