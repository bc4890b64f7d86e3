import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const languages = ['JavaScript', 'Python', 'TypeScript', 'Java', 'C#', 'Go'];

export default function AxisPosition() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      margin={{left: 90, right: 30, top: 60, bottom: 20}}
      yAxis={[{id: 'languages', scaleType: 'band', data: languages}]}
      xAxis={[{id: 'share', label: 'Developers using it (%)', valueFormatter: (value: number) => `${value}%`}]}
      // The value axis moves to the top, where readers look first in a long ranking.
      topAxis="share"
      bottomAxis={null}
      series={[{data: [62, 51, 38, 30, 27, 14], label: 'Usage (%)'}]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
