import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  type DateRangeValidationError,
  type RangePosition,
} from '@mui/x-date-pickers-pro';

// Weekend cabin: arrivals on Friday or Saturday, departures on Sunday or Monday.
function isDisabled(day: Dayjs, position: RangePosition) {
  const weekDay = day.day();
  return position === 'start' ? weekDay !== 5 && weekDay !== 6 : weekDay !== 0 && weekDay !== 1;
}

export default function ValidationRangePosition() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          defaultValue={[dayjs('2024-04-19'), dayjs('2024-04-23')]}
          shouldDisableDate={isDisabled}
          onError={setError}
          localeText={{start: 'Arrival (Fri or Sat)', end: 'Departure (Sun or Mon)'}}
        />
        <Typography variant="body2">
          Error tuple: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
