import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DesktopTimePicker, LocalizationProvider, renderTimeViewClock} from '@mui/x-date-pickers';

export default function TimePickerNullRenderer() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The popup only offers the hours; the minutes are typed in the field. */}
      <DesktopTimePicker
        label="Train departure"
        defaultValue={dayjs('2024-04-17T07:42')}
        viewRenderers={{hours: renderTimeViewClock, minutes: null}}
      />
    </LocalizationProvider>
  );
}
