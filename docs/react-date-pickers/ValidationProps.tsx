import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider, type DateTimeValidationError} from '@mui/x-date-pickers';

// Deliveries start the day after the order (fixed here so the example is reproducible).
const orderDay = dayjs('2024-04-17');
const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function ValidationProps() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{maxWidth: 360}}>
        <DateTimePicker
          label="Delivery slot"
          defaultValue={orderDay.add(1, 'day').hour(9)}
          minDate={orderDay.add(1, 'day')}
          shouldDisableDate={isWeekend}
          minTime={orderDay.hour(8).minute(0)}
          maxTime={orderDay.hour(18).minute(0)}
          minutesStep={30}
          onError={setError}
          slotProps={{
            textField: {helperText: error ? `Error code: ${error}` : 'Weekdays, 8 AM to 6 PM, every 30 minutes'},
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
