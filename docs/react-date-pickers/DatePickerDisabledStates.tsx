import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const contractStart = dayjs('2024-04-17');

export default function DatePickerDisabledStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DatePicker label="disabled" defaultValue={contractStart} disabled />
        <DatePicker label="readOnly" defaultValue={contractStart} readOnly />
        {/* v8 deprecates disableOpenPicker: render the field component when no popup is wanted. */}
        <DateField label="DateField (no opening button)" defaultValue={contractStart} />
      </Stack>
    </LocalizationProvider>
  );
}
