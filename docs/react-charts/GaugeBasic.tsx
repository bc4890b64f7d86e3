import * as React from 'react';
import Stack from '@mui/material/Stack';
import {Gauge} from '@mui/x-charts';

export default function GaugeBasic() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}}>
      <Gauge width={160} height={160} value={68} aria-label="Storage used, percent" />
      <Gauge
        width={160}
        height={160}
        value={1240}
        valueMax={2000}
        // An explicit locale: the server and every reader's browser print the same text.
        text={({value}) => value?.toLocaleString('en-US') ?? ''}
        aria-label="Monthly API calls"
      />
      <Gauge width={160} height={160} value={null} aria-label="Loading" />
    </Stack>
  );
}
