import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, type DateRange} from '@mui/x-date-pickers-pro';

function formatDay(date: Dayjs | null) {
  return date?.isValid() ? date.format('MMM D, YYYY') : '…';
}

export default function DateRangePickerBasic() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const nights = value[0]?.isValid() && value[1]?.isValid() ? value[1].diff(value[0], 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          label="Check-in and check-out"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          referenceDate={dayjs('2024-04-01')}
        />
        <Typography variant="body2">
          Stay: {formatDay(value[0])} to {formatDay(value[1])}
          {nights != null && nights > 0 ? ` (${nights} nights)` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
