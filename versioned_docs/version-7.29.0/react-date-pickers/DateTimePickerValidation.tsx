import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider, type DateTimeValidationError} from '@mui/x-date-pickers';

// Bookings open on April 17, 2024. minDateTime is left out on purpose: it would replace minTime.
const opening = dayjs('2024-04-17');
const isSunday = (date: Dayjs) => date.day() === 0;

export default function DateTimePickerValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimePicker
          label="Table reservation"
          defaultValue={dayjs('2024-04-17T12:00')}
          minDate={opening}
          maxDate={opening.add(1, 'month')}
          minTime={opening.hour(11).minute(30)}
          maxTime={opening.hour(22).minute(0)}
          minutesStep={30}
          shouldDisableDate={isSunday}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? `Error: ${error}` : 'Every 30 minutes, 11:30 AM to 10 PM, closed on Sundays',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
