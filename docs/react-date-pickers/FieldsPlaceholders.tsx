import * as React from 'react';
import Stack from '@mui/material/Stack';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, DateTimeField, LocalizationProvider} from '@mui/x-date-pickers';

export default function FieldsPlaceholders() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimeField label="Default placeholders" />
      </LocalizationProvider>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{
          fieldMonthPlaceholder: () => 'mm',
          fieldDayPlaceholder: () => 'dd',
          fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        }}
      >
        <DateField label="Custom placeholders" />
      </LocalizationProvider>
    </Stack>
  );
}
