import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {type Moment} from 'moment';
import {AdapterMomentJalaali} from '@mui/x-date-pickers/AdapterMomentJalaali';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';
import {faIR} from '@mui/x-date-pickers/locales';

// The adapter creates moment-jalaali objects; the ISO string is read as a Gregorian date and time.
const jalaali = new AdapterMomentJalaali();
const appointment = jalaali.date('2024-04-17T14:30');

export default function CalendarSystemsMomentJalaali() {
  const [value, setValue] = React.useState<Moment | null>(appointment);

  return (
    <LocalizationProvider
      dateAdapter={AdapterMomentJalaali}
      localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Stack spacing={1} sx={{maxWidth: 320}}>
        <DateTimePicker label="زمان نوبت" value={value} onChange={setValue} />
        <Typography variant="body2">
          Jalali tokens (jYYYY/jMM/jDD): {value?.isValid() ? value.format('jYYYY/jMM/jDD HH:mm') : '-'}
        </Typography>
        <Typography variant="body2">
          Gregorian tokens (YYYY-MM-DD):{' '}
          {value?.isValid() ? value.clone().locale('en').format('YYYY-MM-DD HH:mm') : '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
