import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, type DateValidationError} from '@mui/x-date-pickers';

// Public holidays of the office, precomputed once as a set of keys for fast lookups.
const HOLIDAYS = new Set(['2024-04-01', '2024-05-01', '2024-05-08', '2024-05-09', '2024-05-20']);

function isClosedDay(day: Dayjs) {
  const weekDay = day.day();
  return weekDay === 0 || weekDay === 6 || HOLIDAYS.has(day.format('YYYY-MM-DD'));
}

export default function ValidationShouldDisableDate() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        defaultValue={dayjs('2024-05-01')}
        shouldDisableDate={isClosedDay}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error === 'shouldDisableDate' ? 'We do not deliver on that day' : 'Working days only',
          },
        }}
      />
    </LocalizationProvider>
  );
}
