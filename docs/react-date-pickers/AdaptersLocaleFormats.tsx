import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const departure = dayjs('2024-04-07');

export default function AdaptersLocaleFormats() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={4}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2}>
          <DatePicker label='format="DD/MM/YYYY"' format="DD/MM/YYYY" defaultValue={departure} />
          <DateField label="Spacious" formatDensity="spacious" defaultValue={departure} />
          <DateField
            label="Leading zeros respected"
            format="D/M/YYYY"
            shouldRespectLeadingZeros
            defaultValue={departure}
          />
        </Stack>
      </LocalizationProvider>
      {/* Changes the default format of every field under this provider. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{keyboardDate: 'YYYY-MM-DD'}}>
        <Stack spacing={2}>
          <DatePicker label="keyboardDate overridden" defaultValue={departure} />
          <DateField label="Same default format" defaultValue={departure} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
