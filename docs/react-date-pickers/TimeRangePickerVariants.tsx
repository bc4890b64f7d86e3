import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DesktopTimeRangePicker,
  LocalizationProvider,
  MobileTimeRangePicker,
  MultiInputTimeRangeField,
  TimeRangePicker,
  type DateRange,
} from '@mui/x-date-pickers-pro';

const shift: DateRange<Dayjs> = [dayjs('2024-04-17T06:00'), dayjs('2024-04-17T14:00')];

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{maxWidth: 480}}>
        <DesktopTimeRangePicker label="Desktop: popover" defaultValue={shift} />
        <MobileTimeRangePicker label="Mobile: dialog" defaultValue={shift} />
        <TimeRangePicker
          slots={{field: MultiInputTimeRangeField}}
          localeText={{start: 'Shift start', end: 'Shift end'}}
          defaultValue={shift}
        />
      </Stack>
    </LocalizationProvider>
  );
}
