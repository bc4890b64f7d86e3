import * as React from 'react';
import {ScatterChart} from '@mui/x-charts';

// A seeded linear congruential generator: the same points on every render.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = seeded(42);
const readings = Array.from({length: 200}, (_, index) => {
  const temperature = 15 + random() * 20;
  return {id: index, x: Number(temperature.toFixed(1)), y: Math.round(80 - temperature * 1.4 + random() * 18)};
});

export default function ScatterDemoSensorReadings() {
  return (
    <ScatterChart
      height={340}
      grid={{vertical: true, horizontal: true}}
      voronoiMaxRadius={20}
      xAxis={[{label: 'Temperature (°C)'}]}
      yAxis={[{label: 'Relative humidity (%)'}]}
      series={[
        {
          data: readings,
          label: 'Sensor A',
          markerSize: 3,
          valueFormatter: (point) => point && `${point.x} °C, ${point.y}% humidity`,
        },
      ]}
    />
  );
}
