import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';
import {CITY_NAMES, MONTHS, TEMPERATURES, type City} from '@site/src/demo-data/charts-weather';

const focus: City = 'newYork';
const context: City[] = ['paris', 'london', 'sydney'];

export default function LinesStyling() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      yAxis={[{valueFormatter: (value: number) => `${value}°`}]}
      series={[
        // The comparison cities recede: grey, thin, no marks.
        ...context.map((city) => ({
          id: city,
          data: TEMPERATURES[city],
          label: CITY_NAMES[city],
          color: '#9e9e9e',
          showMark: false,
        })),
        {id: focus, data: TEMPERATURES[focus], label: CITY_NAMES[focus], color: '#d84315'},
      ]}
      sx={{
        [`& .${lineClasses.line}`]: {strokeWidth: 1.5},
        // Each line carries its series id in a data-series attribute.
        [`& .${lineClasses.line}[data-series="${focus}"]`]: {strokeWidth: 4, strokeLinecap: 'round'},
        [`& .${lineClasses.line}[data-series="sydney"]`]: {strokeDasharray: '6 4'},
      }}
    />
  );
}
