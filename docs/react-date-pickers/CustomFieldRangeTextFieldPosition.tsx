import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  MultiInputDateRangeField,
  type RangePosition,
} from '@mui/x-date-pickers-pro';
import type {FieldOwnerState} from '@mui/x-date-pickers/models';

export default function CustomFieldRangeTextFieldPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-20')]}
        localeText={{start: 'Check-in', end: 'Check-out'}}
        // Two inputs instead of the v8 default single input.
        slots={{field: MultiInputDateRangeField}}
        slotProps={{
          // Called once per input: with a multi-input field, the owner state carries its position.
          textField: ({position}: FieldOwnerState & {position?: RangePosition}) => ({
            helperText: position === 'start' ? 'From 3 PM' : 'Before 11 AM',
            color: position === 'start' ? 'success' : 'warning',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
