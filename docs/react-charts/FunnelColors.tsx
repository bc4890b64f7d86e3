import * as React from 'react';
import {FunnelChart} from '@mui/x-charts-pro';
import {blueberryTwilightPalette} from '@mui/x-charts/colorPalettes';

const adoption = [
  {label: 'Installed the app', value: 18000},
  {label: 'Opened it twice', value: 11200},
  {label: 'Enabled notifications', value: 6400},
  // The stage the team is working on stands out in its own color.
  {label: 'Weekly active', value: 2100, color: '#e65100'},
];

export default function FunnelColors() {
  return (
    <FunnelChart
      height={300}
      // The other sections take the palette's colors in order (strawberrySkyPalette by default).
      colors={blueberryTwilightPalette}
      series={[{data: adoption, valueFormatter: (item) => `${item.value.toLocaleString('en-US')} users`}]}
    />
  );
}
