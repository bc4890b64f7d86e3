import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const contractStart = dayjs('2024-04-17');

export default function DatePickerDisabledStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DatePicker label="disabled" defaultValue={contractStart} disabled />
        <DatePicker label="readOnly" defaultValue={contractStart} readOnly />
        <DatePicker label="disableOpenPicker (field only)" defaultValue={contractStart} disableOpenPicker />
      </Stack>
    </LocalizationProvider>
  );
}
