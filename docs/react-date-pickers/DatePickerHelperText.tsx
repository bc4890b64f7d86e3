import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function DatePickerHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          textField: {helperText: 'MM/DD/YYYY'},
          field: {clearable: true},
          actionBar: {actions: ['clear', 'today']},
        }}
      />
    </LocalizationProvider>
  );
}
