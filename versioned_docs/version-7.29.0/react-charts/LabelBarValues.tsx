import * as React from 'react';
import {BarChart, barLabelClasses} from '@mui/x-charts';

export default function LabelBarValues() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['North', 'South', 'East', 'West']}]}
      series={[{data: [1240, 310, 980, 75], label: 'Store visits'}]}
      barLabel={(item, context) => (context.bar.height < 20 ? null : `${((item.value ?? 0) / 1000).toFixed(1)}k`)}
      sx={{[`& .${barLabelClasses.root}`]: {fontWeight: 700}}}
    />
  );
}
