import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DesktopTimePicker,
  LocalizationProvider,
  MobileTimePicker,
  StaticTimePicker,
  TimeField,
} from '@mui/x-date-pickers';

const opening = dayjs('2024-04-17T09:00');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2} sx={{minWidth: 240}}>
          <TimeField label="Field only" defaultValue={opening} />
          <DesktopTimePicker label="Desktop: digital clock" defaultValue={opening} />
          <MobileTimePicker label="Mobile: analog clock" defaultValue={opening} />
        </Stack>
        <StaticTimePicker defaultValue={opening} />
      </Stack>
    </LocalizationProvider>
  );
}
