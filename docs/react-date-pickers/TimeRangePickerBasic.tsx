import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, TimeRangePicker, type DateRange} from '@mui/x-date-pickers-pro';

function describeLength([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid() || !end.isAfter(start)) return '-';
  const minutes = end.diff(start, 'minute');
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function TimeRangePickerBasic() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-17T09:00'), dayjs('2024-04-17T17:30')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <TimeRangePicker label="Opening hours" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">Open for: {describeLength(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
