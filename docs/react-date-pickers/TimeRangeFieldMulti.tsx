import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, MultiInputTimeRangeField} from '@mui/x-date-pickers-pro';

export default function TimeRangeFieldMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputTimeRangeField
        defaultValue={[dayjs('2024-04-17T06:00'), dayjs('2024-04-17T14:00')]}
        direction={{xs: 'column', sm: 'row'}}
        slotProps={{
          textField: ({position}) => ({label: position === 'start' ? 'Shift start' : 'Shift end'}),
        }}
      />
    </LocalizationProvider>
  );
}
