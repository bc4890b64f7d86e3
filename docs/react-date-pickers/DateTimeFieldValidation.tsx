import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField, LocalizationProvider, type DateTimeValidationError} from '@mui/x-date-pickers';

// The maintenance window: from April 17, 2024 22:00 to April 18, 2024 06:00.
const windowStart = dayjs('2024-04-17T22:00');
const windowEnd = dayjs('2024-04-18T06:00');

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Restart at"
        defaultValue={dayjs('2024-04-17T21:30')}
        minDateTime={windowStart}
        maxDateTime={windowEnd}
        onError={setError}
        helperText={error ? `Error: ${error}` : 'Inside the maintenance window'}
        sx={{maxWidth: 320}}
        fullWidth
      />
    </LocalizationProvider>
  );
}
