import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, MultiInputDateTimeRangeField} from '@mui/x-date-pickers-pro';

export default function CustomFieldDateTimeRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Back to two inputs, one per end of the range, as in v7. */}
      <DateTimeRangePicker
        defaultValue={[dayjs('2024-04-17T22:00'), dayjs('2024-04-18T02:00')]}
        localeText={{start: 'Maintenance starts', end: 'Maintenance ends'}}
        slots={{field: MultiInputDateTimeRangeField}}
      />
    </LocalizationProvider>
  );
}
