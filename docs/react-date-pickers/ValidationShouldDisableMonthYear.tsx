import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

// The festival takes place every other year, never in August.
const isAugust = (month: Dayjs) => month.month() === 7;
const isOddYear = (year: Dayjs) => year.year() % 2 === 1;

export default function ValidationShouldDisableMonthYear() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-06-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateCalendar
          views={['year', 'month']}
          openTo="month"
          value={value}
          onChange={setValue}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2031-12-31')}
          shouldDisableMonth={isAugust}
          shouldDisableYear={isOddYear}
        />
        <Typography variant="body2">Edition: {value ? value.format('MMMM YYYY') : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
