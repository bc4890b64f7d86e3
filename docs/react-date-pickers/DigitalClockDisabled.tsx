import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock, LocalizationProvider} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');

export default function DigitalClockDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4}>
        <Stack>
          <Typography variant="subtitle2">Disabled options greyed out</Typography>
          <DigitalClock referenceDate={day} minTime={day.hour(9)} maxTime={day.hour(17)} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">skipDisabled</Typography>
          <DigitalClock referenceDate={day} minTime={day.hour(9)} maxTime={day.hour(17)} skipDisabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
