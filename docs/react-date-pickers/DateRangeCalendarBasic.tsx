import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar, LocalizationProvider, type DateRange} from '@mui/x-date-pickers-pro';

const nightlyRate = 120;

export default function DateRangeCalendarBasic() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const [start, end] = value;
  const nights = start && end ? end.diff(start, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          referenceDate={dayjs('2024-04-01')}
        />
        <Typography variant="body2">
          {start ? `Check-in ${start.format('MMM D')}` : 'Select the check-in day'}
          {end ? `, check-out ${end.format('MMM D')}: ${nights} nights, $${nights * nightlyRate}` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
