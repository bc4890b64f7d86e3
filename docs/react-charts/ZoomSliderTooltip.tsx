import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChartPro} from '@mui/x-charts-pro';

const DAY = 24 * 60 * 60 * 1000;
const days = Array.from({length: 120}, (_, index) => new Date(Date.UTC(2024, 0, 1) + index * DAY));
const signups = days.map((_, index) => Math.round(80 + 30 * Math.sin(index / 8) + (index % 5) * 4));
type ShowTooltip = 'hover' | 'always' | 'never';

export default function ZoomSliderTooltip() {
  const [showTooltip, setShowTooltip] = React.useState<ShowTooltip>('always');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={showTooltip}
        onChange={(_, value: ShowTooltip | null) => value && setShowTooltip(value)}
        aria-label="Slider tooltip"
      >
        <ToggleButton value="hover">hover</ToggleButton>
        <ToggleButton value="always">always</ToggleButton>
        <ToggleButton value="never">never</ToggleButton>
      </ToggleButtonGroup>
      <BarChartPro
        height={320}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days,
            zoom: {slider: {enabled: true, showTooltip}},
            tickInterval: (date: Date) => date.getUTCDate() === 1,
            // The slider tooltip has its own location: a long date there, short ticks on the axis.
            valueFormatter: (date: Date, context) =>
              date.toLocaleDateString('en-US', {
                month: 'short',
                day: 'numeric',
                ...(context.location === 'zoom-slider-tooltip' ? {weekday: 'short', year: 'numeric'} : {}),
                timeZone: 'UTC',
              }),
          },
        ]}
        series={[{data: signups, label: 'Sign-ups'}]}
        initialZoom={[{axisId: 'days', start: 40, end: 70}]}
      />
    </Stack>
  );
}
