import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DesktopDateTimeRangePicker,
  LocalizationProvider,
  MobileDateTimeRangePicker,
  MultiInputDateTimeRangeField,
  type DateRange,
} from '@mui/x-date-pickers-pro';

const conference: DateRange<Dayjs> = [dayjs('2024-04-17T09:00'), dayjs('2024-04-18T17:00')];

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <MultiInputDateTimeRangeField defaultValue={conference} />
        <DesktopDateTimeRangePicker
          defaultValue={conference}
          calendars={2}
          localeText={{start: 'Desktop start', end: 'Desktop end'}}
        />
        <MobileDateTimeRangePicker defaultValue={conference} localeText={{start: 'Mobile start', end: 'Mobile end'}} />
      </Stack>
    </LocalizationProvider>
  );
}
