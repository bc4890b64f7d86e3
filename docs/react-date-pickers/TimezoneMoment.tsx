import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, {type Moment} from 'moment-timezone';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function TimezoneMoment() {
  const [value, setValue] = React.useState<Moment | null>(moment.utc('2024-04-17T07:30:00Z'));

  return (
    // moment-timezone goes to dateLibInstance, so the adapter can handle named zones.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DateTimePicker label="Flight departs (Tokyo time)" timezone="Asia/Tokyo" value={value} onChange={setValue} />
        <DateTimePicker label="Same value in UTC" timezone="UTC" value={value} onChange={setValue} />
        <Typography variant="body2">Stored: {value?.isValid() ? value.toISOString() : '-'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
