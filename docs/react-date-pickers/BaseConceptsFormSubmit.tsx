import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function BaseConceptsFormSubmit() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A native form only sees the text of the input, formatted for display.
    const data = new FormData(event.currentTarget);
    setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{maxWidth: 320}} onSubmit={handleSubmit}>
        <DatePicker label="Check-in" name="checkIn" defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Check-out" name="checkOut" format="DD MMM YYYY" defaultValue={dayjs('2024-04-20')} />
        <Button type="submit" variant="outlined">
          Submit the form
        </Button>
        {submitted && (
          <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
            FormData: {submitted}
          </Typography>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
