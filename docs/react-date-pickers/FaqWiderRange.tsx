import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function FaqWiderRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Default bounds (1900–2099)" defaultValue={dayjs('1899-12-31')} />
        <DatePicker
          label="Historical record"
          defaultValue={dayjs('1850-07-04')}
          minDate={dayjs('1800-01-01')}
          maxDate={dayjs('2200-12-31')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
