import * as React from 'react';
import {BarChart} from '@mui/x-charts';

// Fundraising of five school clubs against their yearly target ($).
const clubs = [
  {name: 'Robotics', raised: 4200, target: 5000},
  {name: 'Choir', raised: 2650, target: 2500},
  {name: 'Chess', raised: 900, target: 1500},
  {name: 'Theatre', raised: 3100, target: 4000},
  {name: 'Football', raised: 5600, target: 6000},
];

const share = (index: number) => `${Math.round((clubs[index].raised / clubs[index].target) * 100)}%`;

export default function BarDemoTargetProgress() {
  return (
    <BarChart
      layout="horizontal"
      height={300}
      yAxis={[{scaleType: 'band', data: clubs.map((club) => club.name), width: 80}]}
      xAxis={[{valueFormatter: (value: number) => `$${value / 1000}k`, max: 7000}]}
      series={[
        {
          id: 'raised',
          label: 'Raised',
          stack: 'target',
          color: '#00897b',
          data: clubs.map((club) => Math.min(club.raised, club.target)),
          valueFormatter: (_value, {dataIndex}) => `$${clubs[dataIndex].raised.toLocaleString('en-US')}`,
          // Clubs past their target have no "remaining" segment: their share goes after this one.
          barLabel: (item) =>
            clubs[item.dataIndex].raised >= clubs[item.dataIndex].target ? share(item.dataIndex) : null,
          barLabelPlacement: 'outside',
        },
        {
          id: 'remaining',
          label: 'Still to raise',
          stack: 'target',
          color: '#e0f2f1',
          data: clubs.map((club) => Math.max(club.target - club.raised, 0)),
          valueFormatter: (value) => (value ? `$${value.toLocaleString('en-US')}` : null),
          // The last segment of each stack carries the share of the target, past its end.
          barLabel: (item) => (item.value ? share(item.dataIndex) : null),
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
