import * as React from 'react';
import {PieChart} from '@mui/x-charts';

const budget = [
  {id: 'rent', value: 1250, label: 'Rent'},
  {id: 'food', value: 540, label: 'Food'},
  {id: 'transport', value: 180, label: 'Transport'},
  {id: 'leisure', value: 320, label: 'Leisure'},
  {id: 'savings', value: 600, label: 'Savings'},
];

export default function LegendPieToggle() {
  return (
    <PieChart
      height={280}
      series={[
        {
          id: 'budget',
          data: budget,
          innerRadius: 60,
          arcLabel: 'value',
          valueFormatter: (item) => `${item.value} € per month`,
        },
      ]}
      // A click on an entry hides its slice; the other slices share the circle again.
      initialHiddenItems={[{type: 'pie', seriesId: 'budget', dataIndex: 4}]}
      slotProps={{legend: {toggleVisibilityOnClick: true}}}
    />
  );
}
