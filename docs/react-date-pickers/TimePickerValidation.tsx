import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker, type TimeValidationError} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');
// Only the time of day of minTime and maxTime is compared.
const opens = day.hour(9).minute(0);
const closes = day.hour(17).minute(30);
const isLunchBreak = (value: Dayjs, view: string) => view === 'hours' && value.hour() === 12;

export default function TimePickerValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker
          label="Pickup time"
          defaultValue={day.hour(19).minute(0)}
          minTime={opens}
          maxTime={closes}
          minutesStep={15}
          shouldDisableTime={isLunchBreak}
          skipDisabled
          onError={setError}
          slotProps={{
            textField: {helperText: error ? `Error: ${error}` : '9:00 AM to 5:30 PM, quarter hours, not 12–1 PM'},
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
