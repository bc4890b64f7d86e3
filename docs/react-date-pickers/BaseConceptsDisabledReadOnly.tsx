import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function BaseConceptsDisabledReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2}>
          <DatePicker label="Disabled" disabled defaultValue={dayjs('2024-04-17')} />
          <DatePicker label="Read-only" readOnly defaultValue={dayjs('2024-04-17')} />
        </Stack>
        {/* A read-only view can still be browsed, but not changed. */}
        <DateCalendar readOnly defaultValue={dayjs('2024-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
