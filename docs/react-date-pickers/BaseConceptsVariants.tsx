import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  DesktopDatePicker,
  LocalizationProvider,
  MobileDatePicker,
  StaticDatePicker,
} from '@mui/x-date-pickers';

const start = dayjs('2024-04-17');

export default function BaseConceptsVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2}>
          <DesktopDatePicker label="Desktop variant" defaultValue={start} />
          <MobileDatePicker label="Mobile variant" defaultValue={start} />
          <DatePicker label="Responsive variant" defaultValue={start} />
        </Stack>
        <StaticDatePicker defaultValue={start} />
      </Stack>
    </LocalizationProvider>
  );
}
