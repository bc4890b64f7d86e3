import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeField} from '@mui/x-date-pickers';

const time = dayjs('2024-04-17T08:05:09');

export default function TimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
        <TimeField label="Locale default" defaultValue={time} />
        <TimeField label="24-hour" ampm={false} defaultValue={time} />
        <TimeField label="With seconds" format="HH:mm:ss" defaultValue={time} />
        <TimeField label="No leading zero" format="h:mm A" shouldRespectLeadingZeros defaultValue={time} />
      </Stack>
    </LocalizationProvider>
  );
}
