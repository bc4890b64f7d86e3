import * as React from 'react';
import {FunnelChart} from '@mui/x-charts-pro';

const stages = ['Leads', 'Qualified', 'Proposal', 'Negotiation', 'Won'];
const deals = [820, 410, 160, 72, 38];

export default function FunnelCategoryAxis() {
  return (
    <FunnelChart
      height={320}
      // The stage names become an axis on the left, so the legend is not needed.
      categoryAxis={{categories: stages, position: 'left', size: 90, disableTicks: true}}
      series={[{data: deals.map((value) => ({value})), valueFormatter: (item) => `${item.value} deals`}]}
      hideLegend
    />
  );
}
