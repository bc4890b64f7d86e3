import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  LocalizationProvider,
  SingleInputDateTimeRangeField,
  type DateTimeRangeValidationError,
} from '@mui/x-date-pickers-pro';

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const message = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 480}}>
        <SingleInputDateTimeRangeField
          label="Audit period"
          format="YYYY-MM-DD HH:mm"
          defaultValue={[dayjs('2024-04-18T10:00'), dayjs('2024-04-17T10:00')]}
          minDateTime={dayjs('2024-04-01T00:00')}
          maxDateTime={dayjs('2024-04-30T23:59')}
          onError={setError}
          helperText={message ? `Error: ${message}` : 'Within April 2024'}
          fullWidth
        />
      </Stack>
    </LocalizationProvider>
  );
}
