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

// Sales open at 02:00 UTC on April 17, which is still April 16 in Los Angeles.
const salesOpen = dayjs.utc('2024-04-17T02:00:00Z');
// referenceDate is used as it is, so it is created in the zone each calendar displays.
const shownMonthIn = (zone: string) => dayjs.tz('2024-04-20 12:00', zone);

export default function TimezoneValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Stack>
          <Typography variant="subtitle2">Shown in UTC: first day April 17</Typography>
          <DateCalendar timezone="UTC" minDate={salesOpen} referenceDate={shownMonthIn('UTC')} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">Shown in Los Angeles: first day April 16</Typography>
          <DateCalendar
            timezone="America/Los_Angeles"
            minDate={salesOpen}
            referenceDate={shownMonthIn('America/Los_Angeles')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
