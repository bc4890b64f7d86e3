import * as React from 'react';
import Stack from '@mui/material/Stack';
import {BarChartPro, LineChartPro, type ZoomData} from '@mui/x-charts-pro';

// 90 days of a web shop, from April 1st 2024 (UTC dates).
const days = Array.from({length: 90}, (_, index) => new Date(Date.UTC(2024, 3, 1 + index)));
const visits = days.map((date, index) => {
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  return Math.round(5200 + 900 * Math.sin(index / 9) + index * 12 + (weekend ? 1400 : 0));
});
const conversion = days.map((_, index) => Number((2.1 + 0.4 * Math.sin(index / 6 + 1) + index * 0.004).toFixed(2)));

const shortDate = (date: Date) => date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

// The same band axis for both charts, so a day has the same slot in each; ticks on Mondays.
const dayAxis = {
  id: 'days',
  scaleType: 'band' as const,
  data: days,
  zoom: true,
  tickInterval: (date: Date) => date.getUTCDay() === 1,
  valueFormatter: shortDate,
};

export default function ZoomSynced() {
  // One zoom state for both charts: their x-axes share the id 'days'.
  const [zoom, setZoom] = React.useState<ZoomData[]>([{axisId: 'days', start: 60, end: 100}]);

  return (
    <Stack spacing={0}>
      <LineChartPro
        height={220}
        xAxis={[dayAxis]}
        series={[{data: visits, label: 'Visits', showMark: false}]}
        zoomData={zoom}
        onZoomChange={setZoom}
      />
      <BarChartPro
        height={200}
        xAxis={[dayAxis]}
        yAxis={[{valueFormatter: (value: number) => `${value}%`}]}
        series={[{data: conversion, label: 'Conversion rate (%)', color: '#8e24aa'}]}
        zoomData={zoom}
        onZoomChange={setZoom}
      />
    </Stack>
  );
}
