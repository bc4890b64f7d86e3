import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts';

// Sixty numbered sprints of a team, with the story points delivered in each one.
const sprints = Array.from({length: 60}, (_, index) => `S${index + 1}`);
const points = sprints.map((_, index) => Math.round(32 + index * 0.4 + 8 * Math.sin(index / 3) + (index % 7) - 3));

export default function AxisTickSpacing() {
  const [tickSpacing, setTickSpacing] = React.useState(40);

  return (
    <Stack spacing={1}>
      <Typography id="axis-tick-spacing" variant="body2">
        tickSpacing: {tickSpacing}px
      </Typography>
      <Slider
        size="small"
        value={tickSpacing}
        onChange={(_, value) => setTickSpacing(value as number)}
        min={0}
        max={120}
        step={10}
        aria-labelledby="axis-tick-spacing"
        sx={{maxWidth: 320}}
      />
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: sprints, tickSpacing}]}
        series={[{data: points, label: 'Story points delivered', showMark: false}]}
      />
    </Stack>
  );
}
