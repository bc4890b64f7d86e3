import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, type DateRange} from '@mui/x-date-pickers-pro';

const quarter: DateRange<Dayjs> = [dayjs('2024-04-01'), dayjs('2024-06-30')];

export default function DateRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker calendars={1} defaultValue={quarter} label="One month" />
        <DateRangePicker calendars={3} currentMonthCalendarPosition={2} defaultValue={quarter} label="Three months" />
        <DateRangePicker
          disableAutoMonthSwitching
          disableDragEditing
          defaultValue={quarter}
          label="No auto switch, no drag"
        />
      </Stack>
    </LocalizationProvider>
  );
}
