import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, type DateRange} from '@mui/x-date-pickers-pro';

dayjs.extend(utc);
dayjs.extend(timezone);

const toUtcText = (date: Dayjs | null) => (date?.isValid() ? date.toISOString() : 'null');

export default function TimezoneRange() {
  // A maintenance window stored in UTC, edited in the data center's time zone.
  const [maintenance, setMaintenance] = React.useState<DateRange<Dayjs>>([
    dayjs.utc('2024-04-17T20:00:00Z'),
    dayjs.utc('2024-04-18T02:00:00Z'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 520}}>
        <DateTimeRangePicker
          timezone="Asia/Singapore"
          value={maintenance}
          onChange={setMaintenance}
          ampm={false}
          localeText={{start: 'Starts (Singapore)', end: 'Ends (Singapore)'}}
        />
        <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
          [{toUtcText(maintenance[0])}, {toUtcText(maintenance[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
