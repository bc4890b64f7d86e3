import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

function describe(value: Dayjs | null) {
  if (value == null) return 'null';
  return value.isValid() ? value.format('MM/DD/YYYY') : 'Invalid Date';
}

export default function LifecycleFieldChanges() {
  const [calls, setCalls] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <DateField
          label="Type, then clear a section"
          onChange={(value) => setCalls((prev) => [describe(value), ...prev].slice(0, 6))}
        />
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">onChange calls ({calls.length === 6 ? 'last 6' : calls.length})</Typography>
          {calls.map((call, index) => (
            <Typography key={index} variant="body2" sx={{fontFamily: 'monospace'}}>
              {call}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
