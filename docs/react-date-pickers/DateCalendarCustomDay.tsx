import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

// Paydays of the sprint calendar, highlighted without replacing the day component.
const paydays = new Set(['2024-04-15', '2024-04-30']);

export default function DateCalendarCustomDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          day: (ownerState) => {
            const isPayday = paydays.has(ownerState.day.format('YYYY-MM-DD'));
            const isWeekend = ownerState.day.day() === 0 || ownerState.day.day() === 6;
            return {
              sx: {
                ...(isPayday && !ownerState.isDaySelected && {bgcolor: 'success.light', color: 'success.contrastText'}),
                ...(isWeekend && !isPayday && {color: 'text.secondary'}),
              },
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
