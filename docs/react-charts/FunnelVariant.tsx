import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {FunnelChart} from '@mui/x-charts-pro';

const support = [
  {label: 'Tickets opened', value: 980},
  {label: 'First reply within 1 h', value: 760},
  {label: 'Solved within 24 h', value: 540},
  {label: 'Rated 5 stars', value: 310},
];
type Variant = 'filled' | 'outlined';

export default function FunnelVariant() {
  const [variant, setVariant] = React.useState<Variant>('outlined');
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={3} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, value: Variant | null) => value && setVariant(value)}
          aria-label="variant"
        >
          <ToggleButton value="filled">filled</ToggleButton>
          <ToggleButton value="outlined">outlined</ToggleButton>
        </ToggleButtonGroup>
        <Stack sx={{width: 200}}>
          <Typography id="funnel-radius" variant="caption">
            borderRadius: {borderRadius}px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={24}
            step={2}
            value={borderRadius}
            onChange={(_, value) => setBorderRadius(value as number)}
            aria-labelledby="funnel-radius"
          />
        </Stack>
      </Stack>
      <FunnelChart height={300} series={[{variant, borderRadius, data: support}]} />
    </Stack>
  );
}
