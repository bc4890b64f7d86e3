import * as React from 'react';
import {ScatterChart, type ScatterValueType} from '@mui/x-charts';

const formatPoint = (point: ScatterValueType | null) => point && `$${point.x}, rated ${point.y}`;

export default function ScatterDemoPriceVersusRating() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{label: 'Price (USD)'}]}
      yAxis={[{label: 'Rating', min: 3, max: 5}]}
      series={[
        {
          label: 'Headphones',
          valueFormatter: formatPoint,
          data: [
            {id: 'h1', x: 59, y: 3.9},
            {id: 'h2', x: 129, y: 4.3},
            {id: 'h3', x: 249, y: 4.6},
            {id: 'h4', x: 349, y: 4.5},
          ],
        },
        {
          label: 'Speakers',
          valueFormatter: formatPoint,
          data: [
            {id: 's1', x: 89, y: 3.6},
            {id: 's2', x: 179, y: 4.1},
            {id: 's3', x: 299, y: 4.4},
            {id: 's4', x: 449, y: 4.8},
          ],
        },
      ]}
    />
  );
}
