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

export default function TimezoneUtcOnly() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        {/* The value starts empty: timezone="UTC" makes new values UTC ones. */}
        <DateTimePicker
          label="Deadline (UTC)"
          timezone="UTC"
          referenceDate={dayjs.utc('2024-04-17T12:00:00Z')}
          value={value}
          onChange={setValue}
          ampm={false}
        />
        <Typography variant="body2">
          {value?.isValid()
            ? `toISOString(): ${value.toISOString()} (isUTC: ${value.isUTC()})`
            : 'Pick a date and time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
