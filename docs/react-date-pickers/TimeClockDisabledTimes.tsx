import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeClock, type TimeView} from '@mui/x-date-pickers';

// The meeting room is taken from 1 PM to 3 PM, and meetings start on the quarter hour.
const isUnavailable = (time: Dayjs, view: TimeView) => {
  if (view === 'hours') {
    return time.hour() === 13 || time.hour() === 14;
  }
  if (view === 'minutes') {
    return time.minute() % 15 !== 0;
  }
  return false;
};

export default function TimeClockDisabledTimes() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T15:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <TimeClock value={value} onChange={setValue} ampm={false} shouldDisableTime={isUnavailable} />
        <Typography variant="body2" sx={{pt: 2}}>
          Meeting at {value?.format('HH:mm') ?? '--'}. Hours 13 and 14 are greyed out.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
