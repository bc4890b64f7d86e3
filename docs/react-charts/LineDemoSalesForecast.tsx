import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];

export default function LineDemoSalesForecast() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: months}]}
      series={[
        {id: 'actual', label: 'Actual', data: [310, 335, 328, 362, 390, null, null, null]},
        {id: 'forecast', label: 'Forecast', data: [null, null, null, null, 390, 415, 402, 430]},
      ]}
      sx={{[`& .${lineClasses.line}[data-series="forecast"]`]: {strokeDasharray: '6 4'}}}
    />
  );
}
