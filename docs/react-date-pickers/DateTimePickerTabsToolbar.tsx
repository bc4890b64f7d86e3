import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function DateTimePickerTabsToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Launch"
        defaultValue={dayjs('2024-04-17T16:00')}
        localeText={{toolbarTitle: 'Pick a moment'}}
        slotProps={{
          toolbar: {hidden: false},
          tabs: {hidden: false},
        }}
      />
    </LocalizationProvider>
  );
}
