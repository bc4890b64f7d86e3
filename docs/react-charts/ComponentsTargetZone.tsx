import * as React from 'react';
import {BarChart, useDrawingArea, useYScale} from '@mui/x-charts';

function TargetZone({from, to}: {from: number; to: number}) {
  const {left, width} = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const top = yScale(to);
  const bottom = yScale(from);
  return <rect x={left} y={top} width={width} height={bottom - top} fill="rgba(46, 125, 50, 0.15)" />;
}

export default function ComponentsTargetZone() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['W1', 'W2', 'W3', 'W4', 'W5']}]}
      yAxis={[{min: 0, max: 130}]}
      series={[{data: [92, 104, 88, 117, 109], label: 'Deliveries (target zone: 95–110)'}]}
    >
      <TargetZone from={95} to={110} />
    </BarChart>
  );
}
