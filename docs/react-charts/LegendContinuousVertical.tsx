import * as React from 'react';
import {ContinuousColorLegend, ScatterChart} from '@mui/x-charts';

// Apartments: surface (m²) and price (k€), colored by the distance to the city centre (km).
const apartments = [
  {id: 1, x: 32, y: 245, z: 0.8},
  {id: 2, x: 45, y: 310, z: 1.5},
  {id: 3, x: 58, y: 362, z: 2.4},
  {id: 4, x: 64, y: 318, z: 5.8},
  {id: 5, x: 71, y: 420, z: 1.1},
  {id: 6, x: 76, y: 296, z: 9.6},
  {id: 7, x: 83, y: 351, z: 7.2},
  {id: 8, x: 90, y: 505, z: 2.0},
  {id: 9, x: 98, y: 372, z: 11.5},
  {id: 10, x: 104, y: 455, z: 6.4},
  {id: 11, x: 118, y: 610, z: 3.1},
  {id: 12, x: 126, y: 402, z: 13.8},
];

export default function LegendContinuousVertical() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{label: 'Surface (m²)'}]}
      yAxis={[{label: 'Price (k€)'}]}
      zAxis={[
        {
          min: 0,
          max: 14,
          colorMap: {type: 'continuous', min: 0, max: 14, color: ['#d81b60', '#1e88e5']},
        },
      ]}
      series={[{data: apartments, label: 'Apartments', markerSize: 6}]}
      slots={{legend: ContinuousColorLegend}}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: {vertical: 'middle', horizontal: 'end'},
          // Near the centre at the top: the gradient and its labels are flipped.
          reverse: true,
          labelPosition: 'start',
          thickness: 10,
          minLabel: 'centre',
          maxLabel: ({value}) => `${value} km away`,
          sx: {height: 200},
        },
      }}
    />
  );
}
