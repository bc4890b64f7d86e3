import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar, LocalizationProvider} from '@mui/x-date-pickers-pro';

export default function DateRangeCalendarMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{overflowX: 'auto'}}>
        <Typography variant="subtitle2">Three months, the reference month in the middle</Typography>
        <DateRangeCalendar calendars={3} currentMonthCalendarPosition={2} referenceDate={dayjs('2024-04-17')} />
        <Typography variant="subtitle2">One month with the adjacent days</Typography>
        <DateRangeCalendar
          calendars={1}
          showDaysOutsideCurrentMonth
          defaultValue={[dayjs('2024-04-26'), dayjs('2024-05-03')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
