import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const subscribers = [1.2, 1.5, 1.9, 2.4, 2.6, 3.1, 3.8, 4.2, 4.9, 5.6, 6.1, 6.9];
// An SVG id is global to the page: make it specific to this chart.
const GRADIENT_ID = 'lines-gradient-area-subscribers';

export default function LinesGradientArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[{valueFormatter: (value: number) => `${value}k`}]}
      series={[{data: subscribers, label: 'Newsletter subscribers (k)', area: true, color: '#0288d1'}]}
      hideLegend
      sx={{[`& .${lineClasses.area}`]: {fill: `url(#${GRADIENT_ID})`}}}
    >
      {/* Children are rendered inside the chart's SVG, so they can hold definitions. */}
      <defs>
        <linearGradient id={GRADIENT_ID} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#0288d1" stopOpacity={0.6} />
          <stop offset="100%" stopColor="#0288d1" stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
