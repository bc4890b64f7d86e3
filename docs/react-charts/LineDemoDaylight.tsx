import * as React from 'react';
import {LineChart} from '@mui/x-charts';

const DAY = 24 * 60 * 60 * 1000;
// Every day of 2024, as UTC dates.
const days = Array.from({length: 366}, (_, index) => new Date(Date.UTC(2024, 0, 1) + index * DAY));

const cities = [
  {id: 'oslo', label: 'Oslo (59.9° N)', latitude: 59.9},
  {id: 'paris', label: 'Paris (48.9° N)', latitude: 48.9},
  {id: 'singapore', label: 'Singapore (1.3° N)', latitude: 1.3},
  {id: 'sydney', label: 'Sydney (33.9° S)', latitude: -33.9},
];

// Astronomical day length in hours, from the latitude and the sun's declination on that day.
function dayLength(latitude: number, dayOfYear: number) {
  const declination = 23.44 * Math.sin(((2 * Math.PI) / 365) * (dayOfYear - 81));
  const ratio = -Math.tan((latitude * Math.PI) / 180) * Math.tan((declination * Math.PI) / 180);
  const hourAngle = Math.acos(Math.max(-1, Math.min(1, ratio)));
  return Number(((2 * hourAngle * 180) / Math.PI / 15).toFixed(2));
}

const asClock = (hours: number | null) => {
  if (hours === null) return '';
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
};

export default function LineDemoDaylight() {
  return (
    <LineChart
      height={340}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString('en-US', {
              month: context.location === 'tick' ? 'short' : 'long',
              day: context.location === 'tick' ? undefined : 'numeric',
              timeZone: 'UTC',
            }),
        },
      ]}
      yAxis={[{min: 0, max: 24, tickInterval: [0, 6, 12, 18, 24], valueFormatter: (value: number) => `${value} h`}]}
      series={cities.map((city) => ({
        id: city.id,
        label: city.label,
        data: days.map((_, index) => dayLength(city.latitude, index + 1)),
        showMark: false,
        valueFormatter: asClock,
      }))}
      // A crosshair: readers compare one date across cities, or one duration across dates.
      axisHighlight={{x: 'line', y: 'line'}}
      grid={{horizontal: true}}
    />
  );
}
