import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, type DateRangeValidationError} from '@mui/x-date-pickers-pro';

export default function ValidationRange() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          defaultValue={[dayjs('2024-04-20'), dayjs('2024-04-12')]}
          maxDate={dayjs('2024-12-31')}
          onError={setError}
          label="Campaign"
        />
        <Typography variant="body2">
          Error tuple: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
