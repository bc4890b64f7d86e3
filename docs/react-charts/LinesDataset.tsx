import * as React from 'react';
import {LineChart} from '@mui/x-charts';
import {CITY_NAMES, TEMPERATURE_DATASET} from '@site/src/demo-data/charts-weather';

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function LinesDataset() {
  return (
    <LineChart
      height={320}
      // One record per month: {month: 'Jan', paris: 5, london: 5.2, newYork: 0.5, sydney: 23.5}.
      dataset={TEMPERATURE_DATASET}
      xAxis={[{scaleType: 'point', dataKey: 'month'}]}
      yAxis={[{valueFormatter: (value: number) => `${value}°`}]}
      series={[
        {dataKey: 'paris', label: CITY_NAMES.paris, valueFormatter: celsius},
        {dataKey: 'london', label: CITY_NAMES.london, valueFormatter: celsius},
        {dataKey: 'newYork', label: CITY_NAMES.newYork, valueFormatter: celsius},
        {dataKey: 'sydney', label: CITY_NAMES.sydney, valueFormatter: celsius},
      ]}
    />
  );
}
