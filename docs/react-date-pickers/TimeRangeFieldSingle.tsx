import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, SingleInputTimeRangeField, type DateRange} from '@mui/x-date-pickers-pro';

export default function TimeRangeFieldSingle() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-17T09:00'), dayjs('2024-04-17T17:30')]);
  const [start, end] = value;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <SingleInputTimeRangeField
          label="Opening hours"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
          clearable
        />
        <Typography variant="body2">
          Open for: {minutes != null && minutes > 0 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
