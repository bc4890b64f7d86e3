import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function BaseConceptsMediaQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Default query" defaultValue={dayjs('2024-04-17')} />
        {/* Desktop only on wide screens: narrow windows get the dialog, even with a mouse. */}
        <DatePicker
          label="Desktop from 1200px"
          desktopModeMediaQuery="@media (min-width: 1200px)"
          defaultValue={dayjs('2024-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
