import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeField} from '@mui/x-date-pickers';

const time = dayjs('2024-04-17T18:30');

export default function AdaptersLocaleClock() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimeField label="en: 12-hour" defaultValue={time} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <TimeField label="de: 24-hour" defaultValue={time} />
        <TimeField label="de with ampm" ampm defaultValue={time} />
      </LocalizationProvider>
    </Stack>
  );
}
