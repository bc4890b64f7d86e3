import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const languages = ['JavaScript', 'Python', 'TypeScript', 'Java', 'C#', 'Go'];

export default function AxisPosition() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      yAxis={[{id: 'languages', scaleType: 'band', data: languages, width: 80}]}
      xAxis={[
        {
          id: 'share',
          // The value axis moves to the top, where readers look first in a long ranking.
          position: 'top',
          label: 'Developers using it (%)',
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[{data: [62, 51, 38, 30, 27, 14], label: 'Usage (%)'}]}
      hideLegend
    />
  );
}
