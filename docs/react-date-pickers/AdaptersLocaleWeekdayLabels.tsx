import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import 'dayjs/locale/es';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

const match = dayjs('2024-04-17');
// "dd" is the locale's shortest weekday name: "lu", "ma", "mi"... in Spanish.
const twoLetters = (date: Dayjs) => date.format('dd');

export default function AdaptersLocaleWeekdayLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Stack>
          <Typography variant="subtitle2">Default: first letter (martes and miércoles are both M)</Typography>
          <DateCalendar defaultValue={match} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">dayOfWeekFormatter: two letters</Typography>
          <DateCalendar defaultValue={match} dayOfWeekFormatter={twoLetters} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
