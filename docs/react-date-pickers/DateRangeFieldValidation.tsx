import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, MultiInputDateRangeField, type DateRangeValidationError} from '@mui/x-date-pickers-pro';

export default function DateRangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2023-12-28'), dayjs('2024-01-05')]}
          minDate={dayjs('2024-01-01')}
          maxDate={dayjs('2024-12-31')}
          onError={setError}
          slotProps={{
            textField: ({position}) => ({
              label: position === 'start' ? 'Leave starts' : 'Leave ends',
              helperText: error[position === 'start' ? 0 : 1] ?? 'Within 2024',
            }),
          }}
        />
        <Typography variant="body2">Swap the dates to see both sides report invalidRange.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
