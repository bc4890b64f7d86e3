import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker} from '@mui/x-date-pickers';

const departure = dayjs('2024-04-17T18:45');

export default function TimePickerAmpm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Locale default (12-hour)" defaultValue={departure} />
        <TimePicker label="24-hour clock" ampm={false} defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
