import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangeCalendar,
  DateRangePickerDay,
  dateRangePickerDayClasses,
  LocalizationProvider,
  type DateRange,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro';

// Nightly rates of a small hotel: weekends and a local festival cost more.
const festival = new Set(['2024-04-25', '2024-04-26', '2024-04-27']);
const rateOf = (day: Dayjs) => (festival.has(day.format('YYYY-MM-DD')) ? 180 : day.day() >= 5 ? 130 : 90);

function RateDay(props: DateRangePickerDayProps) {
  const {day, outsideCurrentMonth, isVisuallySelected, sx, ...other} = props;
  const rate = rateOf(day);
  const isExpensive = !outsideCurrentMonth && !isVisuallySelected && rate > 90;

  return (
    <DateRangePickerDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      isVisuallySelected={isVisuallySelected}
      title={`${rate} € per night`}
      sx={[
        // The root is the range band; the inner day button carries the text color.
        isExpensive && {
          [`& .${dateRangePickerDayClasses.day}`]: {color: rate > 130 ? 'error.main' : 'warning.dark', fontWeight: 700},
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

export default function DateRangeCalendarCustomDay() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-22'), dayjs('2024-04-26')]);
  const [start, end] = value;
  let total = 0;
  for (let night = start; night && end && night.isBefore(end, 'day'); night = night.add(1, 'day')) {
    total += rateOf(night);
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar calendars={1} value={value} onChange={setValue} slots={{day: RateDay}} />
        <Typography variant="body2">Orange: weekend rate, red: festival rate. Total for the stay: {total} €</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
