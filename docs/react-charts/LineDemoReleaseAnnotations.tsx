import * as React from 'react';
import {ChartsReferenceLine, LineChart} from '@mui/x-charts';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2024, 3, 1);
// Daily crash reports of a mobile app over two months (deterministic).
const days = Array.from({length: 61}, (_, index) => new Date(start + index * DAY));
const crashes = days.map((_, index) => {
  let value = 40 + 6 * Math.sin(index / 2);
  if (index >= 14 && index < 20) value += 55 - (index - 14) * 8; // A bad release, fixed by a patch.
  if (index >= 41) value -= 15; // A stability release.
  return Math.round(value);
});

const releases = [
  {date: new Date(start + 14 * DAY), label: 'v3.2'},
  {date: new Date(start + 17 * DAY), label: 'v3.2.1 patch'},
  {date: new Date(start + 41 * DAY), label: 'v3.3'},
];

const shortDate = (date: Date) => date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

export default function LineDemoReleaseAnnotations() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'utc', data: days, domainLimit: 'strict', valueFormatter: shortDate}]}
      yAxis={[{min: 0, label: 'Crash reports'}]}
      series={[{data: crashes, label: 'Crash reports per day', showMark: false, color: '#c62828'}]}
      hideLegend
    >
      {/* One vertical line per release, at its date on the x-axis. */}
      {releases.map((release) => (
        <ChartsReferenceLine
          key={release.label}
          x={release.date}
          label={release.label}
          labelAlign="start"
          lineStyle={{stroke: '#757575', strokeDasharray: '3 3'}}
          labelStyle={{fontSize: 11}}
        />
      ))}
    </LineChart>
  );
}
