import * as React from 'react';
import Badge from '@mui/material/Badge';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateCalendar,
  DayCalendarSkeleton,
  LocalizationProvider,
  PickersDay,
  type PickersDayProps,
} from '@mui/x-date-pickers';

// Fake API: returns the busy days of a month after a short delay.
function fetchBusyDays(month: Dayjs): Promise<number[]> {
  const seed = month.month() + 1;
  const days = [3, 8, 14, 21, 27].map((day) => ((day + seed * 2) % month.daysInMonth()) + 1);
  return new Promise((resolve) => setTimeout(() => resolve(days), 600));
}

// The day slot reads the busy days from a context, so its props stay the default ones.
const BusyDaysContext = React.createContext<number[]>([]);

function BusyDay(props: PickersDayProps) {
  const busyDays = React.useContext(BusyDaysContext);
  const isBusy = !props.outsideCurrentMonth && busyDays.includes(props.day.date());
  return (
    <Badge overlap="circular" color="primary" variant="dot" invisible={!isBusy}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function DateCalendarLoading() {
  const [loading, setLoading] = React.useState(false);
  const [busyDays, setBusyDays] = React.useState<number[]>([2, 9, 15, 22, 30]);
  const requestId = React.useRef(0);

  const handleMonthChange = (month: Dayjs) => {
    const id = ++requestId.current;
    setLoading(true);
    fetchBusyDays(month).then((days) => {
      // Ignore answers for a month the user already left.
      if (id === requestId.current) {
        setBusyDays(days);
        setLoading(false);
      }
    });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <BusyDaysContext.Provider value={busyDays}>
        <DateCalendar
          defaultValue={dayjs('2024-04-17')}
          loading={loading}
          onMonthChange={handleMonthChange}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{day: BusyDay}}
        />
      </BusyDaysContext.Provider>
    </LocalizationProvider>
  );
}
