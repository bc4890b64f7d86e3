import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DesktopDateRangePicker,
  LocalizationProvider,
  MobileDateRangePicker,
  MultiInputDateRangeField,
  StaticDateRangePicker,
  type DateRange,
} from '@mui/x-date-pickers-pro';

const sprint: DateRange<Dayjs> = [dayjs('2024-04-15'), dayjs('2024-04-26')];

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <MultiInputDateRangeField defaultValue={sprint} />
        <DesktopDateRangePicker defaultValue={sprint} localeText={{start: 'Desktop start', end: 'Desktop end'}} />
        <MobileDateRangePicker defaultValue={sprint} localeText={{start: 'Mobile start', end: 'Mobile end'}} />
        <StaticDateRangePicker defaultValue={sprint} calendars={1} />
      </Stack>
    </LocalizationProvider>
  );
}
