import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

export default function DateCalendarViews() {
  const [visibleMonth, setVisibleMonth] = React.useState<Dayjs>(dayjs('2024-04-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <Stack>
          <Typography variant="subtitle2">Month and year</Typography>
          <DateCalendar views={['month', 'year']} openTo="month" defaultValue={dayjs('2024-04-01')} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">Navigation: {visibleMonth.format('MMMM YYYY')}</Typography>
          <DateCalendar
            defaultValue={dayjs('2024-04-17')}
            views={['year', 'month', 'day']}
            onMonthChange={(month) => setVisibleMonth(month)}
            onYearChange={(year) => setVisibleMonth(year)}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
