import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, MultiSectionDigitalClock, TimeField, type TimeValidationError} from '@mui/x-date-pickers';

export default function ValidationMinutesStep() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:05'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <TimeField
          label="Meeting starts"
          value={value}
          onChange={setValue}
          minutesStep={15}
          onError={setError}
          helperText={error === 'minutesStep' ? 'Use a quarter hour' : 'On the quarter hour'}
        />
        {/* The clock lists every 5 minutes, and disables the ones that break minutesStep. */}
        <MultiSectionDigitalClock
          value={value}
          onChange={setValue}
          minutesStep={15}
          timeSteps={{minutes: 5}}
          sx={{border: 1, borderColor: 'divider', borderRadius: 1, width: 'auto', m: 0}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
