import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DesktopDateRangePicker,
  LocalizationProvider,
  MobileDateRangePicker,
  SingleInputDateRangeField,
  StaticDateRangePicker,
  type DateRange,
} from '@mui/x-date-pickers-pro';

const sprint: DateRange<Dayjs> = [dayjs('2024-04-15'), dayjs('2024-04-26')];

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <SingleInputDateRangeField label="Field only" defaultValue={sprint} />
        <DesktopDateRangePicker label="Desktop: popover" defaultValue={sprint} />
        <MobileDateRangePicker label="Mobile: dialog" defaultValue={sprint} />
        <StaticDateRangePicker defaultValue={sprint} calendars={1} />
      </Stack>
    </LocalizationProvider>
  );
}
