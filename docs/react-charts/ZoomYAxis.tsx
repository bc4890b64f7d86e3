import * as React from 'react';
import {BarChartPro} from '@mui/x-charts-pro';

// Fifty product references, sorted by returns: too many rows for one view.
const products = Array.from({length: 50}, (_, index) => `SKU-${String(1001 + index)}`);
const returns = products.map((_, index) => Math.round(420 * 0.93 ** index + (index % 4) * 3));

export default function ZoomYAxis() {
  return (
    <BarChartPro
      layout="horizontal"
      height={360}
      yAxis={[
        {
          id: 'products',
          scaleType: 'band',
          data: products,
          width: 80,
          // Zoom on the category axis of a horizontal chart: the slider stands beside it.
          zoom: {slider: {enabled: true}, minSpan: 10, filterMode: 'discard'},
        },
      ]}
      xAxis={[{label: 'Returned units'}]}
      series={[{data: returns, label: 'Returns'}]}
      initialZoom={[{axisId: 'products', start: 0, end: 20}]}
      hideLegend
    />
  );
}
