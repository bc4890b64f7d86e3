import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneDisplayUtc() {
  // Stored and sent to the server in UTC.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-06-03T13:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DateTimePicker
          label="Meeting start (New York time)"
          timezone="America/New_York"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Sent to the server: {value?.isValid() ? value.toISOString() : 'nothing valid yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
