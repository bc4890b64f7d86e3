import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');

export default function OpeningButtonRemoved() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Clock-in time" disableOpenPicker defaultValue={day.hour(8).minute(58)} />
        <TimePicker label="Clock-out time" disableOpenPicker defaultValue={day.hour(17).minute(3)} />
      </Stack>
    </LocalizationProvider>
  );
}
