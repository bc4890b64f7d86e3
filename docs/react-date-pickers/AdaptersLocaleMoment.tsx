import * as React from 'react';
import Stack from '@mui/material/Stack';
import moment from 'moment';
// @ts-expect-error Moment.js ships no type declarations for its locale files.
import 'moment/locale/es';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DateCalendar, DateField, LocalizationProvider} from '@mui/x-date-pickers';

// Loading a Moment.js locale file also makes it the global locale: switch the global one back,
// and choose the locale of the pickers with adapterLocale instead.
moment.locale('en');

const delivery = moment('2024-04-17');

export default function AdaptersLocaleMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <DateField label="Fecha de entrega" defaultValue={delivery} />
        <DateCalendar defaultValue={delivery} />
      </Stack>
    </LocalizationProvider>
  );
}
