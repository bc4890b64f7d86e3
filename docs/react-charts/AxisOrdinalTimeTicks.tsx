import * as React from 'react';
import {BarChart, type TickFrequencyDefinition} from '@mui/x-charts';

const DAY = 24 * 60 * 60 * 1000;
// Daily orders of a web shop over twelve weeks, one bar per day.
const days = Array.from({length: 84}, (_, index) => new Date(Date.UTC(2024, 0, 1) + index * DAY));
const orders = days.map((date, index) => {
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  return Math.round(120 + index * 0.6 + 30 * Math.sin(index / 9) + (weekend ? 45 : 0));
});

// Frequencies in UTC with a fixed locale, so the server and every reader get the same ticks.
const months: TickFrequencyDefinition = {
  getTickNumber: (from, to) =>
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth(),
  isTick: (prev, value) => value.getUTCMonth() !== prev.getUTCMonth(),
  format: (date) => date.toLocaleDateString('en-US', {month: 'short', timeZone: 'UTC'}),
};
const weeks: TickFrequencyDefinition = {
  getTickNumber: (from, to) => (to.getTime() - from.getTime()) / (7 * DAY),
  isTick: (_prev, value) => value.getUTCDay() === 1,
  format: (date) => String(date.getUTCDate()),
};

export default function AxisOrdinalTimeTicks() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // From the largest to the smallest: the chart keeps as many levels as the width allows.
          ordinalTimeTicks: [months, weeks],
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', {weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC'}),
        },
      ]}
      series={[{data: orders, label: 'Orders'}]}
      hideLegend
    />
  );
}
