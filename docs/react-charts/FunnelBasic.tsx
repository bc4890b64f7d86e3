import * as React from 'react';
import {FunnelChart} from '@mui/x-charts-pro';

const stages = [
  {label: 'Visited site', value: 12000},
  {label: 'Viewed product', value: 7400},
  {label: 'Added to cart', value: 3100},
  {label: 'Started checkout', value: 1900},
  {label: 'Purchased', value: 1250},
];

export default function FunnelBasic() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: stages,
          // Formats the text of each section and the tooltip value.
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} users`,
        },
      ]}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
    />
  );
}
