import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider} from '@mui/x-date-pickers-pro';

export default function CustomFieldRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* In v8 the default field of a range picker is SingleInputDateRangeField: one input for both dates. */}
      <DateRangePicker
        label="Conference"
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-19')]}
        slotProps={{field: {clearable: true}}}
        sx={{minWidth: 300}}
      />
    </LocalizationProvider>
  );
}
