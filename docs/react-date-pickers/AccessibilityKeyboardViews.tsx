import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, DigitalClock, LocalizationProvider, TimeClock} from '@mui/x-date-pickers';

const value = dayjs('2024-04-17T10:30');

export default function AccessibilityKeyboardViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <Stack>
          <Typography variant="subtitle2">Grid: arrows, Page Up/Down</Typography>
          <DateCalendar defaultValue={value} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">Clock: arrows, Home/End</Typography>
          <TimeClock defaultValue={value} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">List: arrows, Enter</Typography>
          <DigitalClock defaultValue={value} sx={{height: 300}} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
