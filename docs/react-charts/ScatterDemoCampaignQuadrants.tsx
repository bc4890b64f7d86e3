import * as React from 'react';
import {ChartsReferenceLine, ScatterChart} from '@mui/x-charts';

const campaigns = [
  {id: 'spring-sale', x: 12, y: 4.2},
  {id: 'webinar', x: 4, y: 3.1},
  {id: 'podcast', x: 18, y: 1.2},
  {id: 'newsletter', x: 2, y: 2.6},
  {id: 'retargeting', x: 9, y: 5.4},
  {id: 'billboard', x: 25, y: 0.8},
];

const avgSpend = campaigns.reduce((sum, campaign) => sum + campaign.x, 0) / campaigns.length;
const avgConversion = campaigns.reduce((sum, campaign) => sum + campaign.y, 0) / campaigns.length;

export default function ScatterDemoCampaignQuadrants() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{label: 'Spend (k$)'}]}
      yAxis={[{label: 'Conversion rate (%)'}]}
      series={[
        {
          data: campaigns,
          label: 'Campaigns',
          markerSize: 7,
          valueFormatter: (point) => point && `${point.id}: ${point.x}k$, ${point.y}%`,
        },
      ]}
    >
      <ChartsReferenceLine x={avgSpend} label="Avg. spend" lineStyle={{strokeDasharray: '4 4'}} />
      <ChartsReferenceLine
        y={avgConversion}
        label="Avg. conversion"
        labelAlign="end"
        lineStyle={{strokeDasharray: '4 4'}}
      />
    </ScatterChart>
  );
}
