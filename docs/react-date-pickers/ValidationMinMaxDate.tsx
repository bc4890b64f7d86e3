import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, DateField, LocalizationProvider, type DateValidationError} from '@mui/x-date-pickers';

// Tickets go on sale for a three-week window.
const minDate = dayjs('2024-04-10');
const maxDate = dayjs('2024-04-30');

export default function ValidationMinMaxDate() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <DateField
          label="Visit date"
          value={value}
          onChange={setValue}
          minDate={minDate}
          maxDate={maxDate}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Between April 10 and April 30'}
        />
        <DateCalendar value={value} onChange={setValue} minDate={minDate} maxDate={maxDate} />
      </Stack>
    </LocalizationProvider>
  );
}
