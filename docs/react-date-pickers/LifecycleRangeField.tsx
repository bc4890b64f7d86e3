import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, MultiInputDateRangeField, type DateRange} from '@mui/x-date-pickers-pro';

function describe(value: Dayjs | null) {
  if (value == null) return 'null';
  return value.isValid() ? value.format('MM/DD/YYYY') : 'Invalid Date';
}

export default function LifecycleRangeField() {
  const [calls, setCalls] = React.useState<{id: number; text: string}[]>([]);
  const nextId = React.useRef(0);

  const handleChange = ([start, end]: DateRange<Dayjs>) => {
    nextId.current += 1;
    const id = nextId.current;
    setCalls((prev) => [{id, text: `[${describe(start)}, ${describe(end)}]`}, ...prev].slice(0, 6));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateRangeField onChange={handleChange} />
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">onChange calls, latest first</Typography>
          {calls.length === 0 && <Typography variant="body2">Type a start date, then an end date.</Typography>}
          {calls.map((call) => (
            <Typography key={call.id} variant="body2" sx={{fontFamily: 'monospace'}}>
              {call.text}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
