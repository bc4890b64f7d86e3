import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {DateTime} from 'luxon';
import moment from 'moment';
import {AdapterDateFns} from '@mui/x-date-pickers/AdapterDateFns';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

// The same day, as an object of each library.
const day = {
  dayjs: dayjs('2024-04-17'),
  dateFns: new Date(2024, 3, 17),
  luxon: DateTime.fromISO('2024-04-17'),
  moment: moment('2024-04-17'),
};

export default function AdaptersLocaleLibraries() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="Day.js" defaultValue={day.dayjs} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker label="date-fns 4 (AdapterDateFns)" defaultValue={day.dateFns} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon}>
        <DatePicker label="Luxon" defaultValue={day.luxon} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterMoment}>
        <DatePicker label="Moment.js" defaultValue={day.moment} />
      </LocalizationProvider>
      <Typography variant="body2">Same day, four libraries: each picker holds an object of its own library.</Typography>
    </Stack>
  );
}
