import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  MultiSectionDigitalClock,
  TimeField,
  type TimeValidationError,
  type TimeView,
} from '@mui/x-date-pickers';

// The lab is closed over lunch (12:00 to 12:59) and the last slot of the day starts at 17:30.
function isUnavailable(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12 || value.hour() > 17;
  }
  if (view === 'minutes') {
    return value.hour() === 17 && value.minute() > 30;
  }
  return false;
}

export default function ValidationShouldDisableTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T12:15'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <TimeField
          label="Sample drop-off"
          ampm={false}
          value={value}
          onChange={setValue}
          shouldDisableTime={isUnavailable}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Available'}
        />
        <MultiSectionDigitalClock
          ampm={false}
          value={value}
          onChange={setValue}
          shouldDisableTime={isUnavailable}
          sx={{border: 1, borderColor: 'divider', borderRadius: 1, width: 'auto', m: 0}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
