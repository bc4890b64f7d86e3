import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {AdapterDateFnsJalali} from '@mui/x-date-pickers/AdapterDateFnsJalali';
import {DateCalendar, DatePicker, LocalizationProvider} from '@mui/x-date-pickers';
import {faIR} from '@mui/x-date-pickers/locales';

// Values stay regular Date objects: April 17, 2024 is 29 Farvardin 1403.
const springDay = new Date(2024, 3, 17);

export default function CalendarSystemsJalali() {
  const [value, setValue] = React.useState<Date | null>(springDay);

  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFnsJalali}
      localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2}>
          <DatePicker label="تاریخ" value={value} onChange={setValue} />
          <Typography variant="body2">
            Gregorian value: {value && !Number.isNaN(value.getTime()) ? value.toDateString() : '-'}
          </Typography>
        </Stack>
        <DateCalendar value={value} onChange={setValue} />
      </Stack>
    </LocalizationProvider>
  );
}
