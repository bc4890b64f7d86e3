import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar, DateRangePickerDay2, LocalizationProvider} from '@mui/x-date-pickers-pro';

export default function ExperimentationDateRangeDay2() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* One element per day: the range band and the hover preview are pseudo-elements of the button. */}
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2024-04-15'), dayjs('2024-04-19')]}
        slots={{day: DateRangePickerDay2}}
      />
    </LocalizationProvider>
  );
}
