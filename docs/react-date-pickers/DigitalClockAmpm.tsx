import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock, LocalizationProvider, MultiSectionDigitalClock} from '@mui/x-date-pickers';

const lastOrder = dayjs('2024-04-17T21:40');

export default function DigitalClockAmpm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3}>
        <Stack>
          <Typography variant="subtitle2">12-hour: meridiem column added</Typography>
          <MultiSectionDigitalClock defaultValue={lastOrder} ampm />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">24-hour: hours 00 to 23</Typography>
          <MultiSectionDigitalClock defaultValue={lastOrder} ampm={false} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">DigitalClock, 24-hour labels</Typography>
          <DigitalClock defaultValue={lastOrder.minute(30)} ampm={false} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
