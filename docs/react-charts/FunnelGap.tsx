import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {FunnelChart} from '@mui/x-charts-pro';

const checkout = [
  {label: 'Cart', value: 3400},
  {label: 'Shipping', value: 2650},
  {label: 'Payment', value: 2050},
  {label: 'Confirmed', value: 1890},
];

export default function FunnelGap() {
  const [gap, setGap] = React.useState(6);

  return (
    <Stack spacing={1}>
      <Typography id="funnel-gap" variant="body2">
        gap: {gap}px
      </Typography>
      <Slider
        size="small"
        min={0}
        max={30}
        value={gap}
        onChange={(_, value) => setGap(value as number)}
        aria-labelledby="funnel-gap"
        sx={{maxWidth: 320}}
      />
      <FunnelChart height={300} gap={gap} series={[{data: checkout, curve: 'step'}]} />
    </Stack>
  );
}
