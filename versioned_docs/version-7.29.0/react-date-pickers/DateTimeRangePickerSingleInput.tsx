import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, SingleInputDateTimeRangeField} from '@mui/x-date-pickers-pro';

export default function DateTimeRangePickerSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Maintenance window"
        slots={{field: SingleInputDateTimeRangeField}}
        defaultValue={[dayjs('2024-04-20T22:00'), dayjs('2024-04-21T04:00')]}
        sx={{minWidth: 420}}
      />
    </LocalizationProvider>
  );
}
