import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, TimeRangePicker, type TimeRangeValidationError} from '@mui/x-date-pickers-pro';

const day = dayjs('2024-04-17');

export default function TimeRangePickerValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 360}}>
        <TimeRangePicker
          label="Delivery window"
          defaultValue={[day.hour(15), day.hour(11)]}
          minTime={day.hour(8)}
          maxTime={day.hour(20)}
          minutesStep={15}
          skipDisabled
          onError={setError}
        />
        <Typography variant="body2">
          Errors: [{String(error[0])}, {String(error[1])}] (8 AM to 8 PM, quarter hours)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
