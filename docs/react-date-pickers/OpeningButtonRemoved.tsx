import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeField} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');

export default function OpeningButtonRemoved() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Fields are the v8 replacement for pickers with disableOpenPicker: same input, no popup. */}
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimeField label="Clock-in time" defaultValue={day.hour(8).minute(58)} />
        <TimeField label="Clock-out time" defaultValue={day.hour(17).minute(3)} />
      </Stack>
    </LocalizationProvider>
  );
}
