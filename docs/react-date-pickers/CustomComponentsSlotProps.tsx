import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function CustomComponentsSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Arrival"
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          textField: {size: 'small', helperText: 'Arrival after 3 PM'},
          popper: {placement: 'bottom-end'},
          desktopPaper: {elevation: 2},
          actionBar: {actions: ['today', 'accept']},
          // The function form receives the owner state of each day.
          day: (ownerState) => ({sx: {fontWeight: ownerState.day.date() === 1 ? 700 : undefined}}),
        }}
      />
    </LocalizationProvider>
  );
}
