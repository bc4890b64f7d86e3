import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, type DateTimeRangeValidationError} from '@mui/x-date-pickers-pro';

const day = dayjs('2024-04-17');

export default function DateTimeRangePickerValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateTimeRangePicker
          defaultValue={[day.hour(10), day.add(2, 'day').hour(19)]}
          minDate={day}
          maxDate={day.add(1, 'month')}
          minTime={day.hour(8)}
          maxTime={day.hour(18)}
          minutesStep={15}
          onError={setError}
          localeText={{start: 'Room from', end: 'Room until'}}
        />
        <Typography variant="body2">
          Errors: [{String(error[0])}, {String(error[1])}] (office hours are 8 AM to 6 PM)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
