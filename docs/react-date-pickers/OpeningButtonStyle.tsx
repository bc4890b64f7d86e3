import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function OpeningButtonStyle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          // The field places the button; the adornment follows it.
          field: {openPickerButtonPosition: 'start'},
          openPickerButton: {color: 'primary', size: 'small'},
          openPickerIcon: {fontSize: 'small'},
        }}
      />
    </LocalizationProvider>
  );
}
