import * as React from 'react';
import {LineChart} from '@mui/x-charts';

// Small seeded generator: the same "random" noise on the server and in the browser.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(7);
const hours = Array.from({length: 48}, (_, index) => index * 0.5);
const reading = (base: number, swing: number) =>
  hours.map((hour) => Number((base + swing * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + random() * 0.8).toFixed(1)));

const greenhouse = reading(24, 5);
const storage = reading(12, 1.5);
const outdoor = reading(15, 7);

const asHour = (value: number) => `${String(Math.floor(value)).padStart(2, '0')}:${value % 1 ? '30' : '00'}`;

export default function LineDemoSensorTemperatures() {
  return (
    <LineChart
      height={320}
      grid={{horizontal: true}}
      xAxis={[{data: hours, min: 0, max: 23.5, tickInterval: [0, 4, 8, 12, 16, 20], valueFormatter: asHour}]}
      yAxis={[{valueFormatter: (value: number) => `${value} °C`}]}
      series={[
        {data: greenhouse, label: 'Greenhouse', showMark: false},
        {data: storage, label: 'Cold storage', showMark: false},
        {data: outdoor, label: 'Outdoor', showMark: false},
      ].map((entry) => ({...entry, valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`)}))}
    />
  );
}
