import * as React from 'react';
import {ScatterChart, chartsGridClasses} from '@mui/x-charts';

const athletes = [
  {id: 1, x: 172, y: 64},
  {id: 2, x: 181, y: 77},
  {id: 3, x: 168, y: 59},
  {id: 4, x: 190, y: 88},
  {id: 5, x: 176, y: 71},
  {id: 6, x: 185, y: 80},
  {id: 7, x: 163, y: 55},
];

export default function AxisGrid() {
  return (
    <ScatterChart
      height={300}
      grid={{vertical: true, horizontal: true}}
      xAxis={[{label: 'Height (cm)'}]}
      yAxis={[{label: 'Weight (kg)'}]}
      series={[{data: athletes, label: 'Athletes'}]}
      sx={{[`& .${chartsGridClasses.line}`]: {strokeDasharray: '4 4'}}}
    />
  );
}
