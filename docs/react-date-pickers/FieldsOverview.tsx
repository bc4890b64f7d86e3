import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateField,
  DateTimeField,
  LocalizationProvider,
  MultiInputDateRangeField,
  SingleInputDateRangeField,
  SingleInputDateTimeRangeField,
  SingleInputTimeRangeField,
  TimeField,
} from '@mui/x-date-pickers-pro';

const start = dayjs('2024-04-17T09:30');
const end = dayjs('2024-04-19T17:00');

export default function FieldsOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 520}}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <DateField label="DateField" defaultValue={start} />
          <TimeField label="TimeField" defaultValue={start} />
        </Stack>
        <DateTimeField label="DateTimeField" defaultValue={start} />
        <SingleInputDateRangeField label="SingleInputDateRangeField" defaultValue={[start, end]} />
        <MultiInputDateRangeField defaultValue={[start, end]} />
        <SingleInputTimeRangeField label="SingleInputTimeRangeField" defaultValue={[start, start.hour(17)]} />
        <SingleInputDateTimeRangeField label="SingleInputDateTimeRangeField" defaultValue={[start, end]} />
      </Stack>
    </LocalizationProvider>
  );
}
