import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, MultiInputDateRangeField} from '@mui/x-date-pickers-pro';

export default function DateRangeFieldMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2024-07-01'), dayjs('2024-07-14')]}
        direction={{xs: 'column', sm: 'row'}}
        spacing={2}
        slotProps={{
          textField: ({position}) => ({label: position === 'start' ? 'From' : 'To'}),
        }}
      />
    </LocalizationProvider>
  );
}
