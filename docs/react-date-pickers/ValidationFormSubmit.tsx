import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  LocalizationProvider,
  TimePicker,
  type DateValidationError,
  type TimeValidationError,
} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');

export default function ValidationFormSubmit() {
  const [date, setDate] = React.useState<Dayjs | null>(day.add(2, 'day'));
  const [time, setTime] = React.useState<Dayjs | null>(day.hour(21));
  const [dateError, setDateError] = React.useState<DateValidationError>(null);
  const [timeError, setTimeError] = React.useState<TimeValidationError>(null);
  const [result, setResult] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // The fields accept any input, so the form checks the errors before sending.
    if (dateError || timeError || !date || !time) {
      setResult('Fix the highlighted fields first.');
      return;
    }
    setResult(`Booked for ${date.format('MMM D')} at ${time.format('h:mm A')}.`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{maxWidth: 360}} onSubmit={handleSubmit} noValidate>
        <DatePicker label="Date" value={date} onChange={setDate} minDate={day} onError={setDateError} />
        <TimePicker
          label="Time"
          value={time}
          onChange={setTime}
          minTime={day.hour(9)}
          maxTime={day.hour(20)}
          onError={setTimeError}
          slotProps={{textField: {helperText: timeError ? 'Between 9 AM and 8 PM' : ' '}}}
        />
        <Button type="submit" variant="contained">
          Book
        </Button>
        {result && <Alert severity={result.startsWith('Fix') ? 'warning' : 'success'}>{result}</Alert>}
      </Stack>
    </LocalizationProvider>
  );
}
