import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

dayjs.extend(utc);
dayjs.extend(timezone);

// A birthday stored by the server as "2024-04-17T00:00:00Z": midnight UTC.
const birthday = dayjs.utc('2024-04-17T00:00:00Z');

export default function TimezoneMidnightUtc() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Stack>
          <Typography variant="subtitle2">timezone=&quot;UTC&quot;: April 17</Typography>
          <DateCalendar value={birthday} timezone="UTC" readOnly />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">timezone=&quot;America/Chicago&quot;: April 16</Typography>
          <DateCalendar value={birthday} timezone="America/Chicago" readOnly />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
