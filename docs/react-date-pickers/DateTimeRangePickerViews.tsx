import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider} from '@mui/x-date-pickers-pro';

const reference = dayjs('2024-04-17T08:00');

export default function DateTimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateTimeRangePicker
          referenceDate={reference}
          timeSteps={{minutes: 30}}
          thresholdToRenderTimeInASingleColumn={48}
          label="Half-hour steps"
        />
        <DateTimeRangePicker
          referenceDate={reference}
          views={['day', 'hours']}
          ampm={false}
          label="Hourly, 24-hour clock"
        />
      </Stack>
    </LocalizationProvider>
  );
}
