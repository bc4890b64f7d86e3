import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function CustomFieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Dense (default)" format="DD.MM.YYYY" defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Spacious" format="DD.MM.YYYY" formatDensity="spacious" defaultValue={dayjs('2024-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
