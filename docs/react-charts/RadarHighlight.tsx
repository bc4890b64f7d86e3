import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {RadarChart} from '@mui/x-charts';

type Highlight = 'axis' | 'series' | 'none';
const nutrients = ['Protein', 'Fiber', 'Vitamin C', 'Iron', 'Calcium', 'Potassium'];

export default function RadarHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_, value: Highlight | null) => value && setHighlight(value)}
        aria-label="highlight"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight={highlight}
        // Percent of the daily value in 100 g.
        radar={{max: 110, metrics: nutrients}}
        series={[
          {
            data: [9, 26, 2, 37, 14, 25],
            label: 'Lentils',
            fillArea: true,
            highlightScope: {highlight: 'series', fade: 'global'},
          },
          {
            data: [6, 10, 103, 4, 4, 9],
            label: 'Kiwi',
            fillArea: true,
            highlightScope: {highlight: 'series', fade: 'global'},
          },
          {
            data: [20, 0, 0, 3, 30, 4],
            label: 'Cheddar',
            fillArea: true,
            highlightScope: {highlight: 'series', fade: 'global'},
          },
        ]}
      />
    </Stack>
  );
}
