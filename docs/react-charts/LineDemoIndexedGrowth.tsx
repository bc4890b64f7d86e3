import * as React from 'react';
import {ChartsReferenceLine, LineChart} from '@mui/x-charts';

const quarters = ['Q1 22', 'Q2 22', 'Q3 22', 'Q4 22', 'Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24'];
// Quarterly revenue of three business units, in their own scale (k$).
const units = [
  {id: 'cloud', label: 'Cloud', revenue: [820, 870, 940, 1010, 1080, 1170, 1240, 1350, 1420, 1530]},
  {id: 'licenses', label: 'Licenses', revenue: [4100, 4050, 3980, 3990, 3900, 3850, 3870, 3800, 3760, 3720]},
  {id: 'services', label: 'Services', revenue: [1500, 1540, 1520, 1580, 1610, 1600, 1650, 1700, 1690, 1740]},
];

// Each unit divided by its first quarter: all lines start at 100 and compare growth, not size.
const indexed = (values: number[]) => values.map((value) => Number(((value / values[0]) * 100).toFixed(1)));

export default function LineDemoIndexedGrowth() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: quarters}]}
      yAxis={[{min: 80, max: 200, label: 'Index (Q1 2022 = 100)'}]}
      series={units.map((unit) => ({
        id: unit.id,
        label: unit.label,
        data: indexed(unit.revenue),
        curve: 'linear',
        valueFormatter: (value, {dataIndex}) =>
          value === null ? '' : `${value} (${unit.revenue[dataIndex].toLocaleString('en-US')} k$)`,
      }))}
    >
      <ChartsReferenceLine y={100} lineStyle={{strokeDasharray: '4 4'}} />
    </LineChart>
  );
}
