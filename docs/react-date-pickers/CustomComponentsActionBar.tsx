import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';

export default function CustomComponentsActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        // The button labels are locale texts; the buttons and their order come from actions.
        localeText={{clearButtonLabel: 'No deadline', cancelButtonLabel: 'Discard', okButtonLabel: 'Set deadline'}}
        slotProps={{actionBar: {actions: ['clear', 'cancel', 'accept'], sx: {justifyContent: 'space-between'}}}}
      />
    </LocalizationProvider>
  );
}
