import * as React from 'react';
import {createSvgIcon} from '@mui/material/utils';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const EditCalendarIcon = createSvgIcon(
  <path d="M5 10h14v2h2V6c0-1.1-.9-2-2-2h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h7v-2H5zm0-4h14v2H5zm17.84 10.28-.71.71-2.12-2.12.71-.71c.39-.39 1.02-.39 1.41 0l.71.71c.39.39.39 1.02 0 1.41m-3.54-.7 2.12 2.12-5.3 5.3H14v-2.12z" />,
  'EditCalendar',
);

export default function OpeningButtonIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Renewal date" defaultValue={dayjs('2024-04-17')} slots={{openPickerIcon: EditCalendarIcon}} />
    </LocalizationProvider>
  );
}
