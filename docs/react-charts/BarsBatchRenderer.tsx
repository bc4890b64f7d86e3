import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

// Two years of hourly page views: 17,520 bars from a seeded generator, identical on every render.
function createHourlyViews(hours: number) {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({length: hours}, (_, hour) => {
    const hourOfDay = hour % 24;
    const daily = 400 + 350 * Math.sin(((hourOfDay - 6) / 24) * 2 * Math.PI);
    return Math.round(daily * (0.8 + random() * 0.4) + hour * 0.02);
  });
}

const views = createHourlyViews(2 * 365 * 24);
const hours = views.map((_, index) => index);

type Renderer = 'svg-single' | 'svg-batch';

export default function BarsBatchRenderer() {
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
      <BarChart
        height={300}
        renderer={renderer}
        skipAnimation
        xAxis={[
          {
            scaleType: 'band',
            data: hours,
            tickInterval: (hour: number) => hour % (24 * 60) === 0,
            valueFormatter: (hour: number) => `Day ${Math.floor(hour / 24) + 1}, ${hour % 24}:00`,
          },
        ]}
        series={[{data: views, label: 'Page views per hour'}]}
        hideLegend
      />
    </Stack>
  );
}
