import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider, type DateValidationError} from '@mui/x-date-pickers';

type Change = {value: string; error: DateValidationError};

function describe(value: Dayjs | null) {
  if (value == null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function ValidationOnChangeContext() {
  const [changes, setChanges] = React.useState<Change[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <DateField
          label="Type a date in 2024"
          minDate={dayjs('2024-01-01')}
          maxDate={dayjs('2024-12-31')}
          onChange={(value, context) =>
            setChanges((prev) => [{value: describe(value), error: context.validationError}, ...prev].slice(0, 5))
          }
        />
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">Last onChange calls</Typography>
          {changes.length === 0 && <Typography variant="body2">Nothing yet: start typing.</Typography>}
          {changes.map((change, index) => (
            <Typography key={index} variant="body2" sx={{fontFamily: 'monospace'}}>
              {change.value} · validationError: {String(change.error)}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
