import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateTimeRangePicker,
  LocalizationProvider,
  MultiInputDateTimeRangeField,
  type DateRange,
} from '@mui/x-date-pickers-pro';

const maintenance: DateRange<Dayjs> = [dayjs('2024-04-20T22:00'), dayjs('2024-04-21T04:00')];

export default function DateTimeRangePickerSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* The default field: both timestamps in one input. */}
        <DateTimeRangePicker label="Maintenance window" defaultValue={maintenance} />
        {/* One input per timestamp, labelled by the start and end locale texts. */}
        <DateTimeRangePicker
          slots={{field: MultiInputDateTimeRangeField}}
          localeText={{start: 'Shutdown', end: 'Restart'}}
          defaultValue={maintenance}
        />
      </Stack>
    </LocalizationProvider>
  );
}
