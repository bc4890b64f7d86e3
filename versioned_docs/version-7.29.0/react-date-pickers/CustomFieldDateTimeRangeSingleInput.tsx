import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, SingleInputDateTimeRangeField} from '@mui/x-date-pickers-pro';

export default function CustomFieldDateTimeRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Maintenance window"
        defaultValue={[dayjs('2024-04-17T22:00'), dayjs('2024-04-18T02:00')]}
        slots={{field: SingleInputDateTimeRangeField}}
        sx={{minWidth: 420}}
      />
    </LocalizationProvider>
  );
}
