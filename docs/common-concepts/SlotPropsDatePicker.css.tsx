import * as React from 'react';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {DatePicker, type DatePickerProps} from '@mui/x-date-pickers/DatePicker';
import styles from './SlotPropsDatePicker.module.css';

// slotProps reach the default subcomponents: the text field and the action bar.
const slotProps: DatePickerProps['slotProps'] = {
  textField: {helperText: 'MM/DD/YYYY', size: 'small'},
  actionBar: {actions: ['clear', 'today']},
};

export default function SlotPropsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div className={styles.card}>
        <span className={styles.title}>Departure</span>
        <DatePicker label="Date" slotProps={slotProps} />
      </div>
    </LocalizationProvider>
  );
}
