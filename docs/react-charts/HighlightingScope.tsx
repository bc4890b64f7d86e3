import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart, type FadeOptions, type HighlightOptions} from '@mui/x-charts';

export default function HighlightingScope() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('series');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const highlightScope = {highlight, fade};

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{width: 140}}
        >
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{width: 140}}
        >
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr']}]}
        series={[
          {data: [35, 44, 24, 34], label: 'Store A', highlightScope},
          {data: [51, 6, 49, 30], label: 'Store B', highlightScope},
          {data: [15, 25, 30, 50], label: 'Store C', highlightScope},
        ]}
      />
    </Stack>
  );
}
