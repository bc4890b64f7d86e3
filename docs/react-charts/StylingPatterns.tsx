import * as React from 'react';
import {BarChart, barClasses} from '@mui/x-charts';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COLOR = '#3949ab';
// SVG ids are global to the page: keep them specific to this chart.
const HATCH_ID = 'styling-patterns-hatch';

export default function StylingPatterns() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: months}]}
      yAxis={[{label: 'Units (k)'}]}
      series={[
        {id: 'actual', data: [42, 45, 51, 48, null, null], label: 'Actual', color: COLOR},
        {id: 'forecast', data: [null, null, null, null, 53, 61], label: 'Forecast', color: COLOR},
      ]}
      // Each series' bars sit in a group with a data-series attribute: fill the forecast with the pattern.
      sx={{
        [`& .${barClasses.series}[data-series="forecast"] .${barClasses.element}`]: {
          fill: `url(#${HATCH_ID})`,
          stroke: COLOR,
          strokeWidth: 1.5,
        },
      }}
    >
      <defs>
        <pattern id={HATCH_ID} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill={COLOR} fillOpacity={0.15} />
          <line x1="0" y1="0" x2="0" y2="8" stroke={COLOR} strokeWidth="3" />
        </pattern>
      </defs>
    </BarChart>
  );
}
