import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {ScatterChart} from '@mui/x-charts';

// 15,000 taxi rides from a seeded generator: distance (km) against fare ($).
function createRides(count: number) {
  let seed = 42;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({length: count}, (_, id) => {
    const distance = -Math.log(1 - random()) * 4;
    return {id, x: Number(distance.toFixed(2)), y: Number((3 + distance * 2.2 + random() * 4).toFixed(2))};
  });
}
const rides = createRides(15000);
type Renderer = 'svg-single' | 'svg-batch';

export default function ScatterBatchRenderer() {
  const [renderer, setRenderer] = React.useState<Renderer>('svg-batch');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={renderer}
        onChange={(_, value: Renderer | null) => value && setRenderer(value)}
        aria-label="renderer"
      >
        <ToggleButton value="svg-batch">svg-batch</ToggleButton>
        <ToggleButton value="svg-single">svg-single (slow)</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={340}
        renderer={renderer}
        skipAnimation
        xAxis={[{label: 'Distance (km)', max: 30}]}
        yAxis={[{label: 'Fare ($)', max: 75}]}
        series={[{data: rides, label: 'Rides', markerSize: 2}]}
        hideLegend
      />
    </Stack>
  );
}
