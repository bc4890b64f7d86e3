import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, SingleInputTimeRangeField, type DateRange} from '@mui/x-date-pickers-pro';

const range: DateRange<Dayjs> = [dayjs('2024-04-17T08:15:00'), dayjs('2024-04-17T16:45:30')];

export default function TimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <SingleInputTimeRangeField label="Locale default (12-hour)" defaultValue={range} />
        <SingleInputTimeRangeField label="24-hour" ampm={false} defaultValue={range} />
        <SingleInputTimeRangeField label="With seconds" format="HH:mm:ss" defaultValue={range} />
      </Stack>
    </LocalizationProvider>
  );
}
