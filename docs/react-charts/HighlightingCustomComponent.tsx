import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {BarChart, getValueToPositionMapper, useItemHighlighted, useXScale, useYScale} from '@mui/x-charts';

const products = ['Lamp', 'Desk', 'Chair', 'Shelf', 'Rug'];
const sold = [120, 74, 158, 61, 93];

// Writes the value above a bar only while that bar is highlighted.
function ValueOnHover({dataIndex}: {dataIndex: number}) {
  const theme = useTheme();
  const {isHighlighted} = useItemHighlighted({seriesId: 'sold', dataIndex});
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  if (!isHighlighted) {
    return null;
  }
  const x = getValueToPositionMapper(xScale)(products[dataIndex]);
  return (
    <text x={x} y={yScale(sold[dataIndex]) - 8} textAnchor="middle" fill={(theme.vars ?? theme).palette.text.primary}>
      {sold[dataIndex]} sold
    </text>
  );
}

export default function HighlightingCustomComponent() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: products}]}
      yAxis={[{max: 180}]}
      series={[{id: 'sold', data: sold, label: 'Units sold', highlightScope: {highlight: 'item', fade: 'global'}}]}
      slotProps={{tooltip: {trigger: 'none'}}}
    >
      {products.map((product, index) => (
        <ValueOnHover key={product} dataIndex={index} />
      ))}
    </BarChart>
  );
}
