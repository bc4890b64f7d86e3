import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, MultiInputDateTimeRangeField} from '@mui/x-date-pickers-pro';

export default function DateTimeRangeFieldMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateTimeRangeField
        defaultValue={[dayjs('2024-04-17T22:00'), dayjs('2024-04-18T06:00')]}
        direction={{xs: 'column', sm: 'row'}}
        slotProps={{
          textField: ({position}) => ({label: position === 'start' ? 'From' : 'Until'}),
        }}
      />
    </LocalizationProvider>
  );
}
