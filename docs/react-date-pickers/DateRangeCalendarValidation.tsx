import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar, LocalizationProvider} from '@mui/x-date-pickers-pro';

// Rentals can end on a Sunday but cannot start on one.
const noSundayStart = (day: Dayjs, position: 'start' | 'end') => position === 'start' && day.day() === 0;

export default function DateRangeCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        referenceDate={dayjs('2024-04-01')}
        minDate={dayjs('2024-04-03')}
        maxDate={dayjs('2024-05-25')}
        shouldDisableDate={noSundayStart}
      />
    </LocalizationProvider>
  );
}
