import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider} from '@mui/x-date-pickers-pro';

export default function CustomFieldRangeTextFieldPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-20')]}
        localeText={{start: 'Check-in', end: 'Check-out'}}
        slotProps={{
          // Called once per input: ownerState.position tells which one is being rendered.
          textField: ({position}) => ({
            helperText: position === 'start' ? 'From 3 PM' : 'Before 11 AM',
            color: position === 'start' ? 'success' : 'warning',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
