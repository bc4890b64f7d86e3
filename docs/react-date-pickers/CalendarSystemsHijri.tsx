import * as React from 'react';
import Stack from '@mui/material/Stack';
import moment from 'moment';
import {AdapterMomentHijri} from '@mui/x-date-pickers/AdapterMomentHijri';
import {DateCalendar, DateField, LocalizationProvider} from '@mui/x-date-pickers';

// moment-hijri makes its Arabic locale the global Moment.js one when it loads: restore English for the rest of the page.
moment.locale('en');

// Values must be moment-hijri objects; the adapter creates them from ISO strings.
const hijri = new AdapterMomentHijri();
// moment-hijri only handles 1356 H to 1499 H, so the bounds must stay inside that window.
const minDate = hijri.date('1940-01-01');
const maxDate = hijri.date('2070-12-31');
const ramadanStart = hijri.date('2024-03-11');

export default function CalendarSystemsHijri() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <DateField label="Date" defaultValue={ramadanStart} minDate={minDate} maxDate={maxDate} />
        <DateCalendar defaultValue={ramadanStart} minDate={minDate} maxDate={maxDate} />
      </Stack>
    </LocalizationProvider>
  );
}
