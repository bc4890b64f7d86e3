import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, type DateRange} from '@mui/x-date-pickers-pro';

export default function DateTimeRangePickerBasic() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-19T18:00'), dayjs('2024-04-21T20:00')]);
  const [start, end] = value;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker label="Pick-up and return" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">Rental length: {hours != null && hours > 0 ? `${hours} hours` : '-'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
