import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField, LocalizationProvider} from '@mui/x-date-pickers';

const occurred = dayjs('2024-04-17T21:07:33');

export default function DateTimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DateTimeField label="Locale default" defaultValue={occurred} />
        <DateTimeField label="24-hour" ampm={false} defaultValue={occurred} />
        <DateTimeField label="ISO-like" format="YYYY-MM-DD HH:mm:ss" defaultValue={occurred} />
        <DateTimeField label="Spacious" formatDensity="spacious" defaultValue={occurred} />
      </Stack>
    </LocalizationProvider>
  );
}
