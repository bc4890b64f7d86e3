import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar, DayCalendarSkeleton, LocalizationProvider} from '@mui/x-date-pickers-pro';

// Fake availability service: returns the fully booked days of a month after a delay.
function fetchBookedDays(month: Dayjs): Promise<Set<string>> {
  const booked = [4, 5, 11, 18, 19, 26].map((date) => month.date(date).format('YYYY-MM-DD'));
  return new Promise((resolve) => setTimeout(() => resolve(new Set(booked)), 700));
}

export default function DateRangeCalendarLoading() {
  const [booked, setBooked] = React.useState<Set<string>>(() => new Set(['2024-04-04', '2024-04-05', '2024-04-11']));
  const [loading, setLoading] = React.useState(false);
  const latestRequest = React.useRef(0);

  const handleMonthChange = (month: Dayjs) => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    setLoading(true);
    fetchBookedDays(month).then((days) => {
      // An answer for a month the user already left is ignored.
      if (request === latestRequest.current) {
        setBooked(days);
        setLoading(false);
      }
    });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar
          calendars={1}
          referenceDate={dayjs('2024-04-01')}
          loading={loading}
          renderLoading={() => <DayCalendarSkeleton />}
          onMonthChange={handleMonthChange}
          shouldDisableDate={(day) => booked.has(day.format('YYYY-MM-DD'))}
        />
        <Typography variant="body2">Move to another month: its booked days load before the grid shows.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
