import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, TimeRangePicker} from '@mui/x-date-pickers-pro';

const day = dayjs('2024-04-17');

export default function TimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{maxWidth: 480}}>
        {/* 96 quarter-hour options stay under the threshold, so the picker shows a single list. */}
        <TimeRangePicker
          label="Quarter-hour slots"
          referenceDate={day}
          timeSteps={{minutes: 15}}
          thresholdToRenderTimeInASingleColumn={96}
        />
        <TimeRangePicker
          label="With seconds, 24-hour clock"
          referenceDate={day}
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
