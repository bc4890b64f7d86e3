import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DateTime} from 'luxon';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {DateTimeField, LocalizationProvider} from '@mui/x-date-pickers';

const zone = 'America/New_York';
const describe = (value: DateTime | null) => (value?.isValid ? `${value.toISO()} (${value.offsetNameShort})` : '-');

export default function TimezoneDaylightSaving() {
  // 1:30 AM before the clocks jump from 2:00 to 3:00, and 0:30 AM before 1:00 to 2:00 happens twice.
  const [springForward, setSpringForward] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-03-10T01:30', {zone}),
  );
  const [fallBack, setFallBack] = React.useState<DateTime | null>(DateTime.fromISO('2024-11-03T00:30', {zone}));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{maxWidth: 440}}>
        <DateTimeField label="Night shift, March 10 (New York)" value={springForward} onChange={setSpringForward} />
        <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
          {describe(springForward)}
        </Typography>
        <DateTimeField label="Night shift, November 3 (New York)" value={fallBack} onChange={setFallBack} />
        <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
          {describe(fallBack)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
