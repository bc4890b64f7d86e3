import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

dayjs.extend(utc);
dayjs.extend(timezone);

const venues = [
  {zone: 'Europe/Lisbon', city: 'Lisbon'},
  {zone: 'Europe/Warsaw', city: 'Warsaw'},
  {zone: 'America/Toronto', city: 'Toronto'},
  {zone: 'Australia/Perth', city: 'Perth'},
];

export default function TimezoneKeepWallClock() {
  const [zone, setZone] = React.useState(venues[0].zone);
  const [start, setStart] = React.useState<Dayjs | null>(dayjs.tz('2024-04-17 09:30', venues[0].zone));

  const handleZoneChange = (nextZone: string) => {
    setZone(nextZone);
    // `true` keeps 09:30 and moves the instant, instead of showing the same instant at another hour.
    setStart((previous) => (previous?.isValid() ? previous.tz(nextZone, true) : previous));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 380}}>
        <TextField select label="Venue" value={zone} onChange={(event) => handleZoneChange(event.target.value)}>
          {venues.map((venue) => (
            <MenuItem key={venue.zone} value={venue.zone}>
              {venue.city} ({venue.zone})
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Workshop starts (local time)" timezone={zone} value={start} onChange={setStart} />
        <Typography variant="body2">Saved instant: {start?.isValid() ? start.toISOString() : '-'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
