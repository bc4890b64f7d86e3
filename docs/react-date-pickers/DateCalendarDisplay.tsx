import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

export default function DateCalendarDisplay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        dayOfWeekFormatter={(date) => date.format('ddd')}
        reduceAnimations
      />
    </LocalizationProvider>
  );
}
