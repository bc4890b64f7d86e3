import * as React from 'react';
import {ScatterChart, type ScatterMarkerProps} from '@mui/x-charts';

// Countries: GDP per capita (k$), life expectancy (years) and population (millions) as z.
const countries = [
  {id: 'Brazil', x: 8.9, y: 73.4, z: 215},
  {id: 'Germany', x: 49, y: 80.7, z: 84},
  {id: 'India', x: 2.4, y: 67.7, z: 1417},
  {id: 'Japan', x: 34, y: 84.5, z: 125},
  {id: 'Mexico', x: 11.5, y: 74.8, z: 128},
  {id: 'Nigeria', x: 2.2, y: 53.6, z: 218},
  {id: 'United States', x: 76, y: 77.5, z: 333},
  {id: 'Vietnam', x: 4.2, y: 73.6, z: 98},
];

// The marker slot draws a circle whose area follows the population.
function BubbleMarker({x, y, color, dataIndex, isFaded, isHighlighted, onClick}: ScatterMarkerProps) {
  const radius = Math.sqrt(countries[dataIndex].z) * 0.9;
  return (
    <circle
      cx={x}
      cy={y}
      r={radius}
      fill={color}
      fillOpacity={isFaded ? 0.15 : 0.55}
      stroke={color}
      strokeWidth={isHighlighted ? 3 : 1}
      onClick={onClick}
    />
  );
}

export default function ScatterBubble() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{label: 'GDP per capita (k$)', min: 0, max: 80}]}
      yAxis={[{label: 'Life expectancy (years)', min: 50, max: 90}]}
      series={[
        {
          data: countries,
          label: 'Countries (bubble area: population)',
          highlightScope: {highlight: 'item', fade: 'global'},
          valueFormatter: (point) => point && `${point.id}: ${point.z} million people, $${point.x}k, ${point.y} years`,
        },
      ]}
      slots={{marker: BubbleMarker}}
      // Bubbles are larger than the default hit area: hover them directly.
      voronoiMaxRadius="item"
    />
  );
}
