import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

// What the application receives: null, an invalid Dayjs object, or a valid one.
function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (empty or not complete yet)';
  }
  if (!value.isValid()) {
    return 'invalid Dayjs object (value.isValid() is false)';
  }
  return `valid Dayjs object: ${value.format('YYYY-MM-DD')}`;
}

export default function BaseConceptsPartialInput() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [calls, setCalls] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 360}}>
        <DateField
          label="Invoice date"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            setCalls((count) => count + 1);
          }}
        />
        <Typography variant="body2">Value: {describe(value)}</Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          onChange calls so far: {calls}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
