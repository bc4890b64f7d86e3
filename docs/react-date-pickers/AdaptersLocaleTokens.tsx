import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {DateTime} from 'luxon';
import moment from 'moment';
import {AdapterDateFns} from '@mui/x-date-pickers/AdapterDateFns';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

// The same display, "Wed 17 Apr 2024 sailing", written with the tokens of each library.
// Literal words are escaped: square brackets for Day.js and Moment.js, single quotes for date-fns and Luxon.
export default function AdaptersLocaleTokens() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField
          label="Day.js: ddd DD MMM YYYY [sailing]"
          format="ddd DD MMM YYYY [sailing]"
          defaultValue={dayjs('2024-04-17')}
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DateField
          label="date-fns: EEE dd MMM yyyy 'sailing'"
          format="EEE dd MMM yyyy 'sailing'"
          defaultValue={new Date(2024, 3, 17)}
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon}>
        <DateField
          label="Luxon: ccc dd LLL yyyy 'sailing'"
          format="ccc dd LLL yyyy 'sailing'"
          defaultValue={DateTime.fromISO('2024-04-17')}
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterMoment}>
        <DateField
          label="Moment.js: ddd DD MMM YYYY [sailing]"
          format="ddd DD MMM YYYY [sailing]"
          defaultValue={moment('2024-04-17')}
        />
      </LocalizationProvider>
    </Stack>
  );
}
