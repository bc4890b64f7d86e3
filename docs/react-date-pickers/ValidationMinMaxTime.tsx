import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock, LocalizationProvider, TimeField, type TimeValidationError} from '@mui/x-date-pickers';

// Only the time of day of minTime and maxTime counts here, so any day works for them.
const opening = dayjs('2024-04-17T09:00');
const closing = dayjs('2024-04-17T17:30');

export default function ValidationMinMaxTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T11:00'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <TimeField
          label="Pickup time"
          value={value}
          onChange={setValue}
          minTime={opening}
          maxTime={closing}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Store open 9:00 AM to 5:30 PM'}
        />
        <DigitalClock
          value={value}
          onChange={setValue}
          minTime={opening}
          maxTime={closing}
          timeStep={30}
          sx={{border: 1, borderColor: 'divider', borderRadius: 1, width: 160, maxHeight: 280}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
