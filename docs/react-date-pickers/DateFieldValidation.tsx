import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider, type DateValidationError} from '@mui/x-date-pickers';

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [monthError, setMonthError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField
          label="Contract start"
          defaultValue={dayjs('2023-12-20')}
          minDate={dayjs('2024-01-01')}
          maxDate={dayjs('2024-12-31')}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Any day of 2024'}
        />
        <DateField
          label="Closing date"
          defaultValue={dayjs('2024-08-14')}
          shouldDisableMonth={(month) => month.month() === 7}
          onError={setMonthError}
          helperText={monthError ? `Error: ${monthError}` : 'Not in August'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
