import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeClock} from '@mui/x-date-pickers';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Stack>
          <Typography variant="subtitle2">Minutes and seconds</Typography>
          <TimeClock
            views={['minutes', 'seconds']}
            openTo="minutes"
            showViewSwitcher
            defaultValue={dayjs('2024-04-17T00:12:40')}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">24-hour clock</Typography>
          <TimeClock ampm={false} defaultValue={dayjs('2024-04-17T18:00')} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">AM/PM in the clock</Typography>
          <TimeClock ampmInClock defaultValue={dayjs('2024-04-17T18:00')} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
