import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  LocalizationProvider,
  TimeRangePicker,
  type DateRange,
  type TimeRangeValidationError,
} from '@mui/x-date-pickers-pro';

const show = (date: Dayjs | null) => (date?.isValid() ? date.format('YYYY-MM-DD HH:mm') : 'null');

export default function TimeRangePickerDatePart() {
  // Starts empty: both ends will take April 17 from referenceDate.
  const [meeting, setMeeting] = React.useState<DateRange<Dayjs>>([null, null]);
  // A night shift on one day: the end comes before the start.
  const [nightError, setNightError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <TimeRangePicker
          label="Board meeting"
          referenceDate={dayjs('2024-04-17T09:00')}
          value={meeting}
          onChange={setMeeting}
        />
        <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
          [{show(meeting[0])}, {show(meeting[1])}]
        </Typography>
        <TimeRangePicker
          label="Night shift"
          ampm={false}
          defaultValue={[dayjs('2024-04-17T22:00'), dayjs('2024-04-17T06:00')]}
          onError={setNightError}
        />
        <Typography variant="body2">
          Errors: [{String(nightError[0])}, {String(nightError[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
