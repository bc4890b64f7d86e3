import * as React from 'react';
import Badge from '@mui/material/Badge';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, PickersDay, type PickersDayProps} from '@mui/x-date-pickers';

// Number of deliveries already booked per day.
const BOOKINGS: Record<string, number> = {
  '2024-04-08': 2,
  '2024-04-11': 1,
  '2024-04-17': 4,
  '2024-04-18': 3,
  '2024-04-23': 1,
  '2024-04-29': 2,
};

function DayWithBookings(props: PickersDayProps) {
  const count = props.outsideCurrentMonth ? 0 : (BOOKINGS[props.day.format('YYYY-MM-DD')] ?? 0);

  return (
    <Badge
      overlap="circular"
      badgeContent={count}
      color={count >= 3 ? 'warning' : 'primary'}
      sx={{'& .MuiBadge-badge': {fontSize: 10, height: 16, minWidth: 16, top: 4, right: 4}}}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

export default function CustomComponentsDayBadges() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Delivery day" defaultValue={dayjs('2024-04-17')} slots={{day: DayWithBookings}} />
    </LocalizationProvider>
  );
}
