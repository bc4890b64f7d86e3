import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateTimeField,
  DesktopDateTimePicker,
  LocalizationProvider,
  MobileDateTimePicker,
  StaticDateTimePicker,
} from '@mui/x-date-pickers';

const kickoff = dayjs('2024-04-17T10:00');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2} sx={{minWidth: 260}}>
          <DateTimeField label="Field only" defaultValue={kickoff} />
          <DesktopDateTimePicker label="Desktop: popover" defaultValue={kickoff} />
          <MobileDateTimePicker label="Mobile: dialog" defaultValue={kickoff} />
        </Stack>
        <StaticDateTimePicker defaultValue={kickoff} />
      </Stack>
    </LocalizationProvider>
  );
}
