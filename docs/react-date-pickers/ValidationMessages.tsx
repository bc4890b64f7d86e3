import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, type DateValidationError} from '@mui/x-date-pickers';

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This date is not valid.',
  minDate: 'Pick a date after January 1, 2024.',
  maxDate: 'Pick a date before the end of 2024.',
  disablePast: 'Pick a date in the future.',
  disableFuture: 'Pick a date in the past.',
  shouldDisableDate: 'This date is not available.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
};

export default function ValidationMessages() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        referenceDate={dayjs('2024-04-17')}
        minDate={dayjs('2024-01-01')}
        maxDate={dayjs('2024-12-31')}
        onError={(newError) => setError(newError)}
        slotProps={{textField: {helperText: error ? messages[error] : 'A date in 2024'}}}
      />
    </LocalizationProvider>
  );
}
