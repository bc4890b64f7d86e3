import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';
import {MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

// Average daily low and high in Paris, in °C.
const lows = [2.7, 2.8, 5.3, 7.3, 10.9, 13.8, 15.8, 15.7, 12.7, 9.6, 5.8, 3.4];
const highs = [7.2, 8.3, 12.2, 15.6, 19.6, 22.7, 25.2, 25.0, 20.8, 16.0, 10.9, 7.8];

export default function AreasDemoTemperatureBand() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      yAxis={[{min: 0, max: 30, valueFormatter: (value: number) => `${value} °C`}]}
      series={[
        // An invisible base layer lifts the band to the daily low: in v8 the area is filled with
        // the series color as is, so 'transparent' hides it...
        {
          id: 'low',
          data: lows,
          stack: 'range',
          area: true,
          showMark: false,
          color: 'transparent',
          valueFormatter: () => null,
        },
        // ...and the visible layer spans from the low to the high.
        {
          id: 'range',
          data: highs.map((high, index) => Number((high - lows[index]).toFixed(1))),
          stack: 'range',
          area: true,
          showMark: false,
          label: 'Daily low to high',
          color: '#ffb74d',
          valueFormatter: (_value, {dataIndex}) => `${lows[dataIndex]} to ${highs[dataIndex]} °C`,
        },
        {
          id: 'mean',
          data: TEMPERATURES.paris,
          label: 'Daily mean',
          color: '#e65100',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      // The upper edge of the band is not a line of its own.
      sx={{[`& .${lineClasses.line}[data-series="range"]`]: {stroke: 'none'}}}
    />
  );
}
