import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker} from '@mui/x-date-pickers';

export default function TimeRangeTwoPickers() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-17T09:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-04-17T17:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Opens at" value={start} onChange={setStart} />
        <TimePicker
          label="Closes at"
          value={end}
          onChange={setEnd}
          // minTime compares the time of day only.
          minTime={start?.isValid() ? start : undefined}
        />
      </Stack>
    </LocalizationProvider>
  );
}
