import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts';

const airports = ['ATL', 'DFW', 'DEN', 'ORD', 'LAX', 'JFK', 'LAS', 'MCO', 'MIA', 'CLT', 'SEA', 'PHX', 'EWR', 'SFO'];
const passengers = [104.7, 81.8, 77.8, 73.9, 75.1, 62.5, 57.7, 57.2, 52.3, 48.8, 50.9, 48.4, 49.1, 50.2];

export default function AxisTickLabelMinGap() {
  const [minGap, setMinGap] = React.useState(4);

  return (
    <Stack spacing={1}>
      <Typography id="axis-label-min-gap" variant="body2">
        tickLabelMinGap: {minGap}px
      </Typography>
      <Slider
        size="small"
        value={minGap}
        onChange={(_, value) => setMinGap(value as number)}
        min={0}
        max={60}
        step={4}
        aria-labelledby="axis-label-min-gap"
        sx={{maxWidth: 320}}
      />
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: airports, tickLabelMinGap: minGap}]}
        yAxis={[{label: 'Passengers (millions)'}]}
        series={[{data: passengers, label: 'Passengers in 2023 (millions)'}]}
        hideLegend
      />
    </Stack>
  );
}
