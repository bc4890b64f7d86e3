import * as React from 'react';
import {createSvgIcon} from '@mui/material/utils';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const EventIcon = createSvgIcon(
  <path d="M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z" />,
  'Event',
);
const ChevronLeftIcon = createSvgIcon(<path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />, 'ChevronLeft');
const ChevronRightIcon = createSvgIcon(<path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />, 'ChevronRight');

export default function CustomComponentsIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Custom icons"
        defaultValue={dayjs('2024-04-17')}
        slots={{openPickerIcon: EventIcon, leftArrowIcon: ChevronLeftIcon, rightArrowIcon: ChevronRightIcon}}
      />
    </LocalizationProvider>
  );
}
