import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker} from '@mui/x-date-pickers';

// The time the user picks lands on the day of the event, not on today.
const eventDay = dayjs('2024-04-17T00:00');

export default function BaseConceptsReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <TimePicker label="Talk starts at" value={value} onChange={setValue} referenceDate={eventDay} />
        <Typography variant="body2">
          Full value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'pick a time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
