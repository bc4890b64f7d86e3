import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

// Used cars: mileage, price, and age in years as the colour dimension.
const cars = [
  {id: 'c1', x: 12, y: 27.5, z: 1},
  {id: 'c2', x: 28, y: 23.9, z: 2},
  {id: 'c3', x: 45, y: 19.8, z: 3},
  {id: 'c4', x: 61, y: 17.1, z: 4},
  {id: 'c5', x: 74, y: 14.9, z: 5},
  {id: 'c6', x: 90, y: 12.2, z: 6},
  {id: 'c7', x: 38, y: 16.4, z: 7},
  {id: 'c8', x: 110, y: 9.8, z: 8},
  {id: 'c9', x: 132, y: 7.5, z: 10},
  {id: 'c10', x: 55, y: 21.3, z: 2},
  {id: 'c11', x: 150, y: 5.9, z: 12},
  {id: 'c12', x: 20, y: 24.6, z: 1},
];

export default function ScatterColorMap() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{label: 'Mileage (thousand km)'}]}
      yAxis={[{label: 'Price (k€)'}]}
      zAxis={[{min: 0, max: 12, colorMap: {type: 'continuous', min: 0, max: 12, color: ['#4fc3f7', '#6a1b9a']}}]}
      series={[
        {
          data: cars,
          label: 'Used cars (colour: age)',
          markerSize: 6,
          valueFormatter: (point) => point && `${point.x}k km, ${point.y}k€, ${point.z} years old`,
        },
      ]}
    />
  );
}
