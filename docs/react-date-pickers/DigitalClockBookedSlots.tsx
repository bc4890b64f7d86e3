import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock, LocalizationProvider, type TimeView} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');
// Slots already taken in the barber's diary.
const booked = new Set(['10:00', '10:20', '11:40', '14:00', '14:20', '14:40']);

// DigitalClock checks each option with the "hours" view, but the option is a full time.
const isBooked = (time: Dayjs, view: TimeView) => view === 'hours' && booked.has(time.format('HH:mm'));

export default function DigitalClockBookedSlots() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{alignItems: 'flex-start'}}>
        <DigitalClock
          referenceDate={day.hour(10)}
          value={value}
          onChange={setValue}
          timeStep={20}
          minTime={day.hour(9)}
          maxTime={day.hour(17).minute(40)}
          shouldDisableTime={isBooked}
          skipDisabled
          sx={{width: 160, flexShrink: 0}}
        />
        <Typography variant="body2">
          {value ? `Booked for ${value.format('h:mm A')}` : 'Free 20-minute slots from 9 AM; taken ones are hidden.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
