import * as React from 'react';
import {LineChart} from '@mui/x-charts';
import {MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

const MIN_C = -5;
const MAX_C = 30;
const toFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

export default function AxisDualUnits() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      yAxis={[
        {id: 'celsius', min: MIN_C, max: MAX_C, label: '°C'},
        // No series uses this axis: its pinned domain matches the Celsius one, converted.
        {
          id: 'fahrenheit',
          position: 'right',
          min: toFahrenheit(MIN_C),
          max: toFahrenheit(MAX_C),
          label: '°F',
        },
      ]}
      series={[
        {data: TEMPERATURES.newYork, label: 'New York', yAxisId: 'celsius'},
        {data: TEMPERATURES.sydney, label: 'Sydney', yAxisId: 'celsius'},
      ]}
    />
  );
}
