import * as React from 'react';
import {ScatterChart, scatterClasses} from '@mui/x-charts';

const batches = [
  {id: 'b1', x: 21.4, y: 6.1},
  {id: 'b2', x: 22.0, y: 6.4},
  {id: 'b3', x: 22.9, y: 6.0},
  {id: 'b4', x: 23.5, y: 5.6},
  {id: 'b5', x: 24.1, y: 5.9},
  {id: 'b6', x: 24.8, y: 5.1},
  {id: 'b7', x: 25.6, y: 4.8},
  {id: 'b8', x: 26.3, y: 4.4},
];

export default function ScatterStyling() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{label: 'Fermentation temperature (°C)'}]}
      yAxis={[{label: 'Residual sugar (g/L)'}]}
      series={[
        {
          id: 'batches',
          data: batches,
          label: 'Batches',
          markerSize: 7,
          color: '#8e24aa',
          highlightScope: {highlight: 'item', fade: 'global'},
        },
      ]}
      sx={{
        // Hollow markers with a thick outline; the hovered one fills in.
        [`& .${scatterClasses.marker}`]: {fillOpacity: 0.1, stroke: '#8e24aa', strokeWidth: 2},
        [`& .${scatterClasses.marker}[data-highlighted]`]: {fillOpacity: 1},
      }}
    />
  );
}
