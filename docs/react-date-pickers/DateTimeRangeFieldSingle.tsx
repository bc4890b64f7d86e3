import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, SingleInputDateTimeRangeField, type DateRange} from '@mui/x-date-pickers-pro';

export default function DateTimeRangeFieldSingle() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-17T08:00'), dayjs('2024-04-17T12:30')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 480}}>
        <SingleInputDateTimeRangeField
          label="Time window"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          fullWidth
          clearable
        />
        <Typography variant="body2">
          Query: from={value[0]?.isValid() ? value[0].format('YYYY-MM-DDTHH:mm') : '?'}&amp;to=
          {value[1]?.isValid() ? value[1].format('YYYY-MM-DDTHH:mm') : '?'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
