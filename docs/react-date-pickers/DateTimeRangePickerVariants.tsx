import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DesktopDateTimeRangePicker,
  LocalizationProvider,
  MobileDateTimeRangePicker,
  SingleInputDateTimeRangeField,
  type DateRange,
} from '@mui/x-date-pickers-pro';

const conference: DateRange<Dayjs> = [dayjs('2024-04-17T09:00'), dayjs('2024-04-18T17:00')];

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <SingleInputDateTimeRangeField label="Field only" defaultValue={conference} />
        <DesktopDateTimeRangePicker label="Desktop: two months" defaultValue={conference} calendars={2} />
        <MobileDateTimeRangePicker label="Mobile: dialog" defaultValue={conference} />
      </Stack>
    </LocalizationProvider>
  );
}
