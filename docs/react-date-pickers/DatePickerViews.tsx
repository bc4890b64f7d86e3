import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Card expiry" views={['month', 'year']} openTo="month" defaultValue={dayjs('2027-09-01')} />
        <DatePicker label="Year of graduation" views={['year']} yearsOrder="desc" defaultValue={dayjs('2019-01-01')} />
        <DatePicker
          label="Day first"
          views={['year', 'month', 'day']}
          openTo="day"
          defaultValue={dayjs('2024-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
