import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function BaseConceptsTimezone() {
  // One instant, stored in UTC: the launch of a worldwide webinar.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T13:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        {/* Without the timezone prop, the value is displayed in its own time zone (UTC here). */}
        <DateTimePicker label="Value's time zone (UTC)" value={value} onChange={setValue} />
        <DateTimePicker label="New York" timezone="America/New_York" value={value} onChange={setValue} />
        <DateTimePicker label="Tokyo" timezone="Asia/Tokyo" value={value} onChange={setValue} />
        <Typography variant="body2">Stored value: {value?.isValid() ? value.toISOString() : String(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
