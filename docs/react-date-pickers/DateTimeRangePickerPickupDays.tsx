import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, type DateTimeRangeValidationError} from '@mui/x-date-pickers-pro';

// Boats leave the marina on Fridays and Saturdays only, but can come back any day.
const isNotDepartureDay = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' && day.day() !== 5 && day.day() !== 6;

export default function DateTimeRangePickerPickupDays() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateTimeRangePicker
          defaultValue={[dayjs('2024-04-18T09:00'), dayjs('2024-04-22T17:00')]}
          shouldDisableDate={isNotDepartureDay}
          onError={setError}
          localeText={{start: 'Leave marina', end: 'Back in port'}}
        />
        <Typography variant="body2">
          Errors: [{String(error[0])}, {String(error[1])}]. Departures on Fridays and Saturdays only.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
