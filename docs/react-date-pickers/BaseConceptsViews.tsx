import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function BaseConceptsViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Day (default views)" defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Month and year" views={['year', 'month']} openTo="year" defaultValue={dayjs('2024-04-01')} />
        <DatePicker label="Year only" views={['year']} defaultValue={dayjs('2024-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
