import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, type DateRangeValidationError} from '@mui/x-date-pickers-pro';

// Trips may end on a weekend but must not start on one.
const noWeekendStart = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' && (day.day() === 0 || day.day() === 6);

export default function DateRangePickerValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          defaultValue={[dayjs('2024-04-26'), dayjs('2024-04-22')]}
          minDate={dayjs('2024-04-01')}
          maxDate={dayjs('2024-09-30')}
          shouldDisableDate={noWeekendStart}
          onError={setError}
          label="Departure and return"
        />
        <Typography variant="body2">
          Errors: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
