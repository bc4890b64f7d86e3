import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {RadarChart} from '@mui/x-charts';

const metrics = ['Speed', 'Range', 'Comfort', 'Safety', 'Price', 'Cargo'];

export default function RadarGridOptions() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('circular');
  const [divisions, setDivisions] = React.useState(4);
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={3} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_, value: 'sharp' | 'circular' | null) => value && setShape(value)}
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <Stack sx={{width: 180}}>
          <Typography id="radar-divisions" variant="caption">
            divisions: {divisions}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={10}
            value={divisions}
            onChange={(_, value) => setDivisions(value as number)}
            aria-labelledby="radar-divisions"
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={stripes} onChange={(event) => setStripes(event.target.checked)} />}
          label="stripes"
        />
      </Stack>
      <RadarChart
        height={320}
        radar={{max: 10, metrics}}
        shape={shape}
        divisions={divisions}
        // A function of the band index; null removes the stripes.
        stripeColor={stripes ? (index) => (index % 2 === 0 ? 'rgba(25, 118, 210, 0.08)' : 'none') : null}
        series={[
          {data: [7, 8, 6, 9, 5, 4], label: 'Electric hatchback', fillArea: true},
          {data: [6, 5, 8, 8, 6, 9], label: 'Hybrid estate', fillArea: true},
        ]}
      />
    </Stack>
  );
}
