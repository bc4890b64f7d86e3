import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  BarChart,
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts';

// Palette functions receive the colour mode, so the bars follow the site's light or dark mode.
const palettes = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};
type PaletteName = keyof typeof palettes;

export default function StylingPalettes() {
  const [name, setName] = React.useState<PaletteName>('rainbowSurge');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={name}
        onChange={(_, value: PaletteName | null) => value && setName(value)}
        aria-label="Palette"
      >
        {Object.keys(palettes).map((key) => (
          <ToggleButton key={key} value={key} sx={{textTransform: 'none'}}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={palettes[name]}
        xAxis={[{scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4']}]}
        series={[
          {data: [4, 6, 5, 8], label: 'Hardware'},
          {data: [7, 7, 9, 10], label: 'Software'},
          {data: [2, 3, 3, 4], label: 'Services'},
          {data: [3, 4, 4, 5], label: 'Training', color: '#757575'},
        ]}
      />
    </Stack>
  );
}
