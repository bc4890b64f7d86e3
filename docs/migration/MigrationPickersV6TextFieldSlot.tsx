import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import type {DateValidationError} from '@mui/x-date-pickers/models';

const earliest = dayjs('2024-01-01');
const latest = dayjs('2024-12-31');

const errorMessages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'The 2024 season starts on January 1.',
  maxDate: 'The 2024 season ends on December 31.',
  invalidDate: 'Enter a complete date.',
};

export default function MigrationPickersV6TextFieldSlot() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{width: 300, pt: 1}}>
        <DatePicker
          label="Booking date"
          value={value}
          onChange={setValue}
          minDate={earliest}
          maxDate={latest}
          onError={setError}
          // v5: renderInput={(params) => <TextField {...params} size="small" helperText="..." />}
          slotProps={{
            textField: {
              size: 'small',
              fullWidth: true,
              helperText: error ? (errorMessages[error] ?? 'Invalid date') : 'Any day of the 2024 season',
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{mt: 2}}>
          Value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'} · validation error: {error ?? 'none'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
