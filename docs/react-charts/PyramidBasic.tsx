import * as React from 'react';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';

// Members of a loyalty program by tier, from the top of the pyramid to its base.
const tiers = [
  {label: 'Platinum', value: 120, color: '#455a64'},
  {label: 'Gold', value: 640, color: '#f9a825'},
  {label: 'Silver', value: 2300, color: '#90a4ae'},
  {label: 'Bronze', value: 7400, color: '#a1887f'},
];

export default function PyramidBasic() {
  return (
    <FunnelChart
      height={320}
      series={[
        {curve: 'pyramid', data: tiers, valueFormatter: (item) => `${item.value.toLocaleString('en-US')} members`},
      ]}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
    />
  );
}
