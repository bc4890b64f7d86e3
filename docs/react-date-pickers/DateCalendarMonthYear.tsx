import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, MonthCalendar, YearCalendar} from '@mui/x-date-pickers';

export default function DateCalendarMonthYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <MonthCalendar defaultValue={dayjs('2024-04-01')} disableHighlightToday />
        <YearCalendar
          defaultValue={dayjs('2024-01-01')}
          yearsOrder="desc"
          minDate={dayjs('2000-01-01')}
          maxDate={dayjs('2030-12-31')}
          disableHighlightToday
        />
      </Stack>
    </LocalizationProvider>
  );
}
