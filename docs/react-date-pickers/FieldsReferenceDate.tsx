import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider, TimeField} from '@mui/x-date-pickers';

function show(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}

export default function FieldsReferenceDate() {
  const [billingMonth, setBillingMonth] = React.useState<Dayjs | null>(null);
  const [reminder, setReminder] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        {/* The format has no day: the day and time come from referenceDate. */}
        <DateField
          label="Billing month"
          format="MMMM YYYY"
          referenceDate={dayjs('2024-04-01T00:00')}
          value={billingMonth}
          onChange={setBillingMonth}
        />
        <Typography variant="body2">Stored: {show(billingMonth)}</Typography>
        {/* The format has no date: the date comes from referenceDate. */}
        <TimeField
          label="Reminder on April 17"
          referenceDate={dayjs('2024-04-17')}
          value={reminder}
          onChange={setReminder}
        />
        <Typography variant="body2">Stored: {show(reminder)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
