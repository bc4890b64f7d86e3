import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';

const boarding = dayjs('2024-04-17');

// Overrides of the adapter's named formats, applied to every component under the provider.
const compactFormats = {
  month: 'MMM', // calendar header ("Apr 2024") and month-only field formats
  dayOfMonth: 'DD', // day cells ("01" to "30")
  normalDateWithWeekday: 'dddd D MMMM', // toolbar title in English locales
};

export default function AdaptersLocaleDateFormats() {
  return (
    <Stack direction={{xs: 'column', lg: 'row'}} spacing={2}>
      <Stack>
        <Typography variant="subtitle2">Adapter defaults</Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <StaticDatePicker defaultValue={boarding} slotProps={{actionBar: {actions: []}}} />
        </LocalizationProvider>
      </Stack>
      <Stack>
        <Typography variant="subtitle2">dateFormats overrides</Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={compactFormats}>
          <StaticDatePicker defaultValue={boarding} slotProps={{actionBar: {actions: []}}} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
