import * as React from 'react';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {DatePicker, type DatePickerProps} from '@mui/x-date-pickers/DatePicker';

// slotProps reach the default subcomponents: the text field and the action bar.
const slotProps: DatePickerProps['slotProps'] = {
  textField: {helperText: 'MM/DD/YYYY', size: 'small'},
  actionBar: {actions: ['clear', 'today']},
};

export default function SlotPropsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div className="flex max-w-xs flex-col gap-3 rounded-lg border border-gray-300 p-4 dark:border-gray-600">
        <span className="text-sm font-semibold text-sky-700 dark:text-sky-300">Departure</span>
        <DatePicker label="Date" slotProps={slotProps} />
      </div>
    </LocalizationProvider>
  );
}
