import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, SingleInputDateRangeField, type DateRange} from '@mui/x-date-pickers-pro';

function describe(date: Dayjs | null) {
  if (date == null) return 'null';
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function DateRangeFieldSingle() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-01-01'), dayjs('2024-03-31')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <SingleInputDateRangeField
          label="Report period"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          clearable
        />
        <SingleInputDateRangeField label="Custom separator" dateSeparator="to" defaultValue={value} />
        <Typography variant="body2">
          Value: [{describe(value[0])}, {describe(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
