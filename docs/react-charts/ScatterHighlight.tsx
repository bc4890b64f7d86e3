import * as React from 'react';
import {ScatterChart, type ScatterValueType} from '@mui/x-charts';

// Apartments listed in one city: surface (m²) and monthly rent (€), grouped by district.
const districts: {id: string; label: string; data: ScatterValueType[]}[] = [
  {
    id: 'center',
    label: 'City center',
    data: [
      {id: 'c1', x: 32, y: 1180},
      {id: 'c2', x: 45, y: 1490},
      {id: 'c3', x: 58, y: 1820},
      {id: 'c4', x: 71, y: 2260},
      {id: 'c5', x: 86, y: 2590},
      {id: 'c6', x: 40, y: 1390},
    ],
  },
  {
    id: 'riverside',
    label: 'Riverside',
    data: [
      {id: 'r1', x: 38, y: 990},
      {id: 'r2', x: 52, y: 1270},
      {id: 'r3', x: 64, y: 1480},
      {id: 'r4', x: 79, y: 1790},
      {id: 'r5', x: 95, y: 2080},
    ],
  },
  {
    id: 'suburbs',
    label: 'Suburbs',
    data: [
      {id: 's1', x: 48, y: 820},
      {id: 's2', x: 66, y: 1040},
      {id: 's3', x: 83, y: 1270},
      {id: 's4', x: 102, y: 1490},
      {id: 's5', x: 120, y: 1690},
      {id: 's6', x: 58, y: 930},
    ],
  },
];

export default function ScatterHighlight() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{label: 'Surface (m²)'}]}
      yAxis={[{width: 60, valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`}]}
      series={districts.map((district) => ({
        ...district,
        markerSize: 6,
        // Hovering a point lights up its whole district and fades the others.
        highlightScope: {highlight: 'series', fade: 'global'},
        valueFormatter: (point: ScatterValueType | null) =>
          point && `${point.x} m², €${point.y.toLocaleString('en-US')} a month`,
      }))}
    />
  );
}
