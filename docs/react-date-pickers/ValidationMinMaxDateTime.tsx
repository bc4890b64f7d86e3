import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider, type DateTimeValidationError} from '@mui/x-date-pickers';

// Registration opens on April 17 at 9:30 AM and closes on April 20 at 6:00 PM.
const opensAt = dayjs('2024-04-17T09:30');
const closesAt = dayjs('2024-04-20T18:00');

export default function ValidationMinMaxDateTime() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 320}}>
        <DateTimePicker
          label="Registration time"
          defaultValue={dayjs('2024-04-17T08:45')}
          minDateTime={opensAt}
          maxDateTime={closesAt}
          onError={setError}
        />
        <Typography variant="body2">Error code: {String(error)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
