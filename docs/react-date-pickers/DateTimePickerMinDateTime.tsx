import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider, type DateTimeValidationError} from '@mui/x-date-pickers';

// The auction opens on April 17 at 14:00.
const opening = dayjs('2024-04-17T14:00');
const tomorrowMorning = dayjs('2024-04-18T10:00');

export default function DateTimePickerMinDateTime() {
  const [timeError, setTimeError] = React.useState<DateTimeValidationError>(null);
  const [dateTimeError, setDateTimeError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimePicker
          label="minTime: 2 PM every day"
          defaultValue={tomorrowMorning}
          minTime={opening}
          onError={setTimeError}
          slotProps={{textField: {helperText: timeError ? `Error: ${timeError}` : 'Valid'}}}
        />
        <DateTimePicker
          label="minDateTime: from Apr 17, 2 PM"
          defaultValue={tomorrowMorning}
          minDateTime={opening}
          onError={setDateTimeError}
          slotProps={{textField: {helperText: dateTimeError ? `Error: ${dateTimeError}` : 'Valid'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
