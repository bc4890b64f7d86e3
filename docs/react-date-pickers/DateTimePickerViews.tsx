import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider, renderTimeViewClock} from '@mui/x-date-pickers';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
        <DateTimePicker
          label="Precise timestamp"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T10:15:42')}
        />
        <DateTimePicker label="Hourly slot" views={['day', 'hours']} defaultValue={dayjs('2024-04-17T14:00')} />
        <DateTimePicker
          label="Analog clock"
          defaultValue={dayjs('2024-04-17T08:30')}
          viewRenderers={{hours: renderTimeViewClock, minutes: renderTimeViewClock}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
