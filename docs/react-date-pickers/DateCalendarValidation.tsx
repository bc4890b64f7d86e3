import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

// Public holidays are looked up in a Set, which keeps shouldDisableDate fast.
const holidays = new Set(['2024-05-01', '2024-05-09', '2024-05-20']);
const isClosed = (day: Dayjs) => day.day() === 0 || holidays.has(day.format('YYYY-MM-DD'));

export default function DateCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <Stack>
          <Typography variant="subtitle2">Sundays and holidays disabled</Typography>
          <DateCalendar defaultValue={dayjs('2024-05-02')} shouldDisableDate={isClosed} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">Between Apr 10 and May 15, 2024</Typography>
          <DateCalendar
            defaultValue={dayjs('2024-04-17')}
            minDate={dayjs('2024-04-10')}
            maxDate={dayjs('2024-05-15')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
