import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

const appointment = dayjs('2024-04-17T09:30');

export default function DateTimePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        {/* 1440 / (1 × 5) = 288 options: one column per unit, and an OK button. */}
        <DateTimePicker label="Default steps" defaultValue={appointment} />
        {/* 1440 / (1 × 30) = 48 options, above the default threshold of 24: still columns. */}
        <DateTimePicker label="Every 30 minutes" timeSteps={{minutes: 30}} defaultValue={appointment} />
        {/* Same 48 options with a higher threshold: a single list of times. */}
        <DateTimePicker
          label="Every 30 minutes, one list"
          timeSteps={{minutes: 30}}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={appointment}
        />
      </Stack>
    </LocalizationProvider>
  );
}
