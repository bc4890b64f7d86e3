import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDateTimePicker} from '@mui/x-date-pickers';

export default function DateTimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The toolbar moves to the left of the views; the tabs stay above them. */}
      <StaticDateTimePicker
        orientation="landscape"
        defaultValue={dayjs('2024-04-17T19:45')}
        localeText={{toolbarTitle: 'Concert starts'}}
      />
    </LocalizationProvider>
  );
}
