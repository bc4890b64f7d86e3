import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, SingleInputDateRangeField} from '@mui/x-date-pickers-pro';

export default function CustomFieldRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Conference"
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-19')]}
        slots={{field: SingleInputDateRangeField}}
        slotProps={{field: {clearable: true}}}
        sx={{minWidth: 300}}
      />
    </LocalizationProvider>
  );
}
