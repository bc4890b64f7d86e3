import * as React from 'react';
import {LineChart, legendClasses} from '@mui/x-charts';

const years = [2019, 2020, 2021, 2022, 2023, 2024];
const countries = [
  'Austria',
  'Belgium',
  'Croatia',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Netherlands',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
];
// Share of renewables in electricity (%), a deterministic trend per country.
const series = countries.map((country, index) => ({
  id: country,
  label: country,
  showMark: false,
  data: years.map((_, year) => Math.round(18 + ((index * 37) % 55) + year * (1.5 + (index % 4)))),
}));

export default function LegendManySeries() {
  return (
    <LineChart
      height={320}
      xAxis={[{data: years, scaleType: 'point'}]}
      yAxis={[{valueFormatter: (value: number) => `${value}%`}]}
      series={series}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: {vertical: 'middle', horizontal: 'end'},
          // Twenty entries do not fit beside the plot: cap the legend height and let it scroll.
          sx: {maxHeight: 300, overflowY: 'auto', flexWrap: 'nowrap', pr: 1},
          // A region that scrolls must be reachable with the keyboard to be scrolled.
          tabIndex: 0,
        },
      }}
      sx={{[`& .${legendClasses.label}`]: {whiteSpace: 'nowrap'}}}
    />
  );
}
