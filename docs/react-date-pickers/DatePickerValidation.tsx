import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, type DateValidationError} from '@mui/x-date-pickers';

const minDate = dayjs('2024-04-01');
const maxDate = dayjs('2024-06-30');
const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

function messageFor(error: DateValidationError): string {
  switch (error) {
    case 'invalidDate':
      return 'Enter a complete date.';
    case 'minDate':
    case 'maxDate':
      return 'Pick a date in the second quarter of 2024.';
    case 'shouldDisableDate':
      return 'The office is closed on weekends.';
    default:
      return 'Weekdays between April 1 and June 30, 2024';
  }
}

export default function DatePickerValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Appointment"
          defaultValue={dayjs('2024-04-17')}
          minDate={minDate}
          maxDate={maxDate}
          shouldDisableDate={isWeekend}
          onError={(newError) => setError(newError)}
          slotProps={{textField: {helperText: messageFor(error)}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
