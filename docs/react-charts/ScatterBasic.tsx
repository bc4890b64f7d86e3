import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

const laptops = [
  {id: 1, x: 899, y: 4.1},
  {id: 2, x: 1299, y: 4.5},
  {id: 3, x: 649, y: 3.8},
  {id: 4, x: 1799, y: 4.7},
  {id: 5, x: 1099, y: 4.0},
  {id: 6, x: 749, y: 4.3},
  {id: 7, x: 1499, y: 3.9},
];

const tablets = [
  {id: 1, x: 329, y: 4.2},
  {id: 2, x: 599, y: 4.6},
  {id: 3, x: 449, y: 3.7},
  {id: 4, x: 999, y: 4.4},
];

export default function ScatterBasic() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{label: 'Price (USD)'}]}
      yAxis={[{label: 'Average rating', min: 3, max: 5}]}
      series={[
        {data: laptops, label: 'Laptops'},
        {data: tablets, label: 'Tablets', markerSize: 6},
      ]}
    />
  );
}
