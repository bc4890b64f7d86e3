import * as React from 'react';
import {BarChart, ChartsReferenceLine} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function BarDemoProfitAndLoss() {
  return (
    <BarChart
      height={320}
      xAxis={[{scaleType: 'band', data: months}]}
      yAxis={[{colorMap: {type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32']}}]}
      series={[{data: [14, -6, 9, 22, -11, 5, 17, -3], label: 'Net result (k€)'}]}
      hideLegend
    >
      <ChartsReferenceLine y={0} />
    </BarChart>
  );
}
