import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, type DateValidationError} from '@mui/x-date-pickers';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  disableFuture: 'A birth date cannot be in the future',
  disablePast: 'This card has expired',
  invalidDate: 'Complete the date',
};

export default function ValidationPastFuture() {
  const [birthError, setBirthError] = React.useState<DateValidationError>(null);
  const [expiryError, setExpiryError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Date of birth"
          disableFuture
          openTo="year"
          defaultValue={dayjs('1990-06-15')}
          onError={setBirthError}
          slotProps={{textField: {helperText: birthError ? messages[birthError] : 'Today or earlier'}}}
        />
        <DatePicker
          label="Card expiry"
          disablePast
          views={['year', 'month']}
          format="MM/YYYY"
          onError={setExpiryError}
          slotProps={{textField: {helperText: expiryError ? messages[expiryError] : 'This month or later'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
