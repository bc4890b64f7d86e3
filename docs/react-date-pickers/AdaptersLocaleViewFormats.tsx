import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, DateTimePicker, LocalizationProvider, TimePicker} from '@mui/x-date-pickers';

const launch = dayjs('2024-04-17T09:30');

// No `format` prop anywhere: each field format is derived from the views.
export default function AdaptersLocaleViewFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
        <DatePicker label="views: year" views={['year']} defaultValue={launch} />
        <DatePicker label="views: month, year" views={['month', 'year']} defaultValue={launch} />
        <DatePicker label="views: month, day" views={['month', 'day']} defaultValue={launch} />
        <DatePicker label="default views" defaultValue={launch} />
        <TimePicker label="views: hours" views={['hours']} defaultValue={launch} />
        <TimePicker label="views: minutes, seconds" views={['minutes', 'seconds']} defaultValue={launch} />
        <DateTimePicker label="views: year, hours" views={['year', 'hours']} defaultValue={launch} />
      </Stack>
    </LocalizationProvider>
  );
}
