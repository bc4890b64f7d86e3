import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {format} from 'date-fns';
import {enUS} from 'date-fns/locale';
import {AdapterDateFns} from '@mui/x-date-pickers/AdapterDateFns';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

// A copy of the US English locale whose weeks start on Monday; the original stays untouched.
const enUSMonday = {...enUS, options: {...enUS.options, weekStartsOn: 1 as const}};
const day = new Date(2024, 3, 17);

export default function AdaptersLocaleWeekStart() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
      <Stack>
        <Typography variant="subtitle2">en-US: Sunday first</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
          <DateCalendar defaultValue={day} />
        </LocalizationProvider>
      </Stack>
      <Stack>
        <Typography variant="subtitle2">en-US, Monday first, two-letter weekdays</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSMonday}>
          <DateCalendar defaultValue={day} dayOfWeekFormatter={(date) => format(date, 'EEEEEE', {locale: enUS})} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
