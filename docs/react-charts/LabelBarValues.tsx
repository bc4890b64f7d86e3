import * as React from 'react';
import {BarChart, barClasses} from '@mui/x-charts';

export default function LabelBarValues() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['North', 'South', 'East', 'West']}]}
      series={[
        {
          data: [1240, 310, 980, 75],
          label: 'Store visits',
          // Too short to hold the text: no label.
          barLabel: (item, context) => (context.bar.height < 20 ? null : `${((item.value ?? 0) / 1000).toFixed(1)}k`),
        },
      ]}
      sx={{[`& .${barClasses.label}`]: {fontWeight: 700}}}
    />
  );
}
