import * as React from 'react';
import {FunnelChart} from '@mui/x-charts-pro';

const stages = [
  {name: 'Visited site', users: 12000},
  {name: 'Viewed product', users: 7400},
  {name: 'Added to cart', users: 3100},
  {name: 'Started checkout', users: 1900},
  {name: 'Purchased', users: 1250},
];

export default function FunnelBasic() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: stages.map((stage) => ({
            value: stage.users,
            // Inside each section: the share of the first stage; in the legend and tooltip: the stage name.
            label: (location: 'tooltip' | 'legend' | 'section') =>
              location === 'section' ? `${Math.round((stage.users / stages[0].users) * 100)}%` : stage.name,
          })),
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} users`,
        },
      ]}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
    />
  );
}
