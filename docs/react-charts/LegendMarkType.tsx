import * as React from 'react';
import {LineChart, lineClasses, type ChartsLabelCustomMarkProps} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// A custom mark: a dashed stroke, matching the forecast line in the plot.
function DashedMark({className, color}: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} width={20} height={10} viewBox="0 0 20 10" aria-hidden>
      <line x1={0} y1={5} x2={20} y2={5} stroke={color} strokeWidth={2} strokeDasharray="4 3" />
    </svg>
  );
}

export default function LegendMarkType() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: months}]}
      series={[
        // Lines get a line mark by default; a square is the default of bars.
        {id: 'actual', data: [42, 47, 51, 49, null, null], label: 'Actual sales'},
        {id: 'forecast', data: [null, null, null, 49, 54, 58], label: 'Forecast', labelMarkType: DashedMark},
        {id: 'target', data: [45, 48, 50, 52, 54, 56], label: 'Target', labelMarkType: 'circle', showMark: false},
      ]}
      sx={{[`& .${lineClasses.line}[data-series="forecast"]`]: {strokeDasharray: '6 4'}}}
    />
  );
}
