import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DateTime} from 'luxon';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function TimezoneLuxon() {
  // Luxon handles time zones natively: no plugin to add.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-04-17T09:00', {zone: 'Europe/London'}),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DateTimePicker label="Webinar (London time)" value={value} onChange={setValue} />
        <DateTimePicker label="Shown in Sydney time" timezone="Australia/Sydney" value={value} onChange={setValue} />
        <Typography variant="body2">
          Value zone: {value?.zoneName ?? '-'} · ISO: {value?.isValid ? value.toISO() : '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
