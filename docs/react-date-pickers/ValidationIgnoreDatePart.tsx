import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker, type TimeValidationError} from '@mui/x-date-pickers';

// The same value on April 18 at 10:00, checked against minTime April 17 at 14:00.
const minTime = dayjs('2024-04-17T14:00');
const value = dayjs('2024-04-18T10:00');

export default function ValidationIgnoreDatePart() {
  const [timeOfDayError, setTimeOfDayError] = React.useState<TimeValidationError>(null);
  const [instantError, setInstantError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker
          label="Time of day only (default)"
          defaultValue={value}
          minTime={minTime}
          onError={setTimeOfDayError}
          slotProps={{textField: {helperText: `Error: ${String(timeOfDayError)}`}}}
        />
        <TimePicker
          label="Full date and time"
          defaultValue={value}
          minTime={minTime}
          disableIgnoringDatePartForTimeValidation
          onError={setInstantError}
          slotProps={{textField: {helperText: `Error: ${String(instantError)}`}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
