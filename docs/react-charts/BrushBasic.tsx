import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ChartsBrushOverlay} from '@mui/x-charts/ChartsBrushOverlay';
import {CITY_NAMES, MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

export default function BrushBasic() {
  return (
    <LineChart
      height={300}
      brushConfig={{enabled: true}}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      yAxis={[{label: '°C'}]}
      series={(['paris', 'sydney'] as const).map((city) => ({data: TEMPERATURES[city], label: CITY_NAMES[city]}))}
    >
      <ChartsBrushOverlay />
    </LineChart>
  );
}
