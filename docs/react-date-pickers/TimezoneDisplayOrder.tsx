import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField, LocalizationProvider} from '@mui/x-date-pickers';

dayjs.extend(utc);
dayjs.extend(timezone);

const describe = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : String(value));

export default function TimezoneDisplayOrder() {
  const [fromReference, setFromReference] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        {/* No timezone prop: the zone of the value wins. */}
        <DateTimeField label="UTC value, no timezone prop" defaultValue={dayjs.utc('2024-04-17T09:30Z')} ampm={false} />
        <DateTimeField
          label="Asia/Kolkata value, no timezone prop"
          defaultValue={dayjs.tz('2024-04-17 09:30', 'Asia/Kolkata')}
          ampm={false}
        />
        {/* The timezone prop wins over the zone of the value. */}
        <DateTimeField
          label='Same Kolkata value, timezone="Europe/Berlin"'
          defaultValue={dayjs.tz('2024-04-17 09:30', 'Asia/Kolkata')}
          timezone="Europe/Berlin"
          ampm={false}
        />
        {/* No value yet: the zone of referenceDate is used, and new values are created in it. */}
        <DateTimeField
          label="Empty, referenceDate in Asia/Tokyo"
          referenceDate={dayjs.tz('2024-04-17 09:30', 'Asia/Tokyo')}
          value={fromReference}
          onChange={setFromReference}
          ampm={false}
        />
        <Typography variant="body2">Typed in the last field: {describe(fromReference)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
