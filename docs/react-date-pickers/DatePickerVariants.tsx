import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateField,
  DesktopDatePicker,
  LocalizationProvider,
  MobileDatePicker,
  StaticDatePicker,
} from '@mui/x-date-pickers';

const due = dayjs('2024-04-17');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2} sx={{minWidth: 260}}>
          <DateField label="Field only" defaultValue={due} />
          <DesktopDatePicker label="Desktop: popover" defaultValue={due} />
          <MobileDatePicker label="Mobile: dialog" defaultValue={due} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Static, desktop wrapper</Typography>
          <StaticDatePicker displayStaticWrapperAs="desktop" defaultValue={due} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
