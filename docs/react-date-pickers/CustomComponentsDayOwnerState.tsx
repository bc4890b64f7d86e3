import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

export default function CustomComponentsDayOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        showDaysOutsideCurrentMonth
        // A function of the v8 owner state: the day itself and flags about it.
        slotProps={{
          day: (ownerState) => ({
            sx: {
              ...(ownerState.isDayOutsideMonth && {opacity: 0.4}),
              ...((ownerState.day.day() === 0 || ownerState.day.day() === 6) && {color: 'error.main'}),
              ...(ownerState.isDayStartOfWeek && {fontWeight: 700}),
            },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
