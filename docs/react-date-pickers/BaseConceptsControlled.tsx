import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function BaseConceptsControlled() {
  // Controlled state starts with null, never undefined.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [lastUncontrolled, setLastUncontrolled] = React.useState<string>('not changed yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3}>
        <Stack spacing={1}>
          <DatePicker
            label="Uncontrolled"
            defaultValue={dayjs('2024-04-17')}
            onChange={(newValue) =>
              setLastUncontrolled(newValue?.isValid() ? newValue.format('MMMM D, YYYY') : String(newValue))
            }
          />
          <Typography variant="body2">onChange received: {lastUncontrolled}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DatePicker label="Controlled" value={value} onChange={(newValue) => setValue(newValue)} />
          <Typography variant="body2">
            State: {value == null ? 'null' : value.isValid() ? value.format('MMMM D, YYYY') : 'Invalid Date'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
