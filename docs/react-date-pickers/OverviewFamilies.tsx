import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, DateField, DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const release = dayjs('2024-04-17');

export default function OverviewFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2}>
          <Typography variant="subtitle2">Picker: field + popup</Typography>
          <DatePicker label="Release date" defaultValue={release} />
          <Typography variant="subtitle2">Field: keyboard only</Typography>
          <DateField label="Release date" defaultValue={release} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">View: always visible</Typography>
          <DateCalendar defaultValue={release} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
