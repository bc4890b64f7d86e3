import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

const invoiceDate = dayjs('2024-04-17');

export default function DateCalendarReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Stack>
          <Typography variant="subtitle2">readOnly: browse months, no selection</Typography>
          <DateCalendar defaultValue={invoiceDate} readOnly />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">disabled: no interaction at all</Typography>
          <DateCalendar defaultValue={invoiceDate} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
