import * as React from 'react';
import {BarChart} from '@mui/x-charts';
import {ORDERS} from '@site/src/demo-data/orders';

// Order values ($) grouped into bins of $1,000, from the shared list of orders.
const BIN = 1000;
const values = ORDERS.filter((order) => order.status !== 'Cancelled').map((order) => order.quantity * order.unitPrice);
const binCount = Math.ceil(Math.max(...values) / BIN);
const counts = Array.from(
  {length: binCount},
  (_, bin) => values.filter((value) => Math.floor(value / BIN) === bin).length,
);
const labels = counts.map((_, bin) => `$${bin * BIN}`);

export default function BarDemoHistogram() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          // Touching bars: a histogram shows a continuous range cut into bins.
          categoryGapRatio: 0,
          tickPlacement: 'start',
          tickLabelPlacement: 'tick',
          valueFormatter: (label: string, context) =>
            context.location === 'tooltip' ? `${label} to $${Number(label.slice(1)) + BIN}` : label,
        },
      ]}
      yAxis={[{label: 'Orders', tickMinStep: 1}]}
      series={[{data: counts, label: 'Orders', color: '#5e35b1'}]}
      hideLegend
    />
  );
}
