import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeClock} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');

export default function TimeClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Stack>
          <Typography variant="subtitle2">Office hours, 9 AM to 5 PM</Typography>
          <TimeClock defaultValue={day.hour(10)} minTime={day.hour(9)} maxTime={day.hour(17)} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">Five-minute steps</Typography>
          <TimeClock defaultValue={day.hour(10).minute(25)} views={['minutes']} minutesStep={5} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">Read-only</Typography>
          <TimeClock defaultValue={day.hour(4).minute(20)} readOnly />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
