import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, pickersDayClasses, StaticDatePicker} from '@mui/x-date-pickers';

export default function CustomComponentsStyling() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={dayjs('2024-04-17')}
        sx={{border: 1, borderColor: 'divider', borderRadius: 3, maxWidth: 330}}
        slotProps={{
          day: {
            sx: {
              borderRadius: 2,
              [`&.${pickersDayClasses.selected}`]: {bgcolor: 'secondary.main'},
              [`&.${pickersDayClasses.selected}:hover, &.${pickersDayClasses.selected}:focus`]: {
                bgcolor: 'secondary.dark',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
