import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, pickersLayoutClasses, StaticDatePicker} from '@mui/x-date-pickers';

export default function CustomLayoutGrid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          layout: {
            sx: {
              // The toolbar moves below the calendar and the action bar above it.
              [`.${pickersLayoutClasses.toolbar}`]: {gridColumn: 2, gridRow: 3},
              [`.${pickersLayoutClasses.actionBar}`]: {gridColumn: 2, gridRow: 1},
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
