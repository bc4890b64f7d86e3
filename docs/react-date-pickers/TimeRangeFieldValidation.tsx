import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, SingleInputTimeRangeField, type TimeRangeValidationError} from '@mui/x-date-pickers-pro';

const day = dayjs('2024-04-17');

export default function TimeRangeFieldValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 320}}>
        <SingleInputTimeRangeField
          label="Delivery window"
          defaultValue={[day.hour(7).minute(30), day.hour(12).minute(0)]}
          minTime={day.hour(8)}
          maxTime={day.hour(20)}
          minutesStep={15}
          onError={setError}
          helperText="8 AM to 8 PM, quarter hours"
        />
        <Typography variant="body2">
          Errors: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
