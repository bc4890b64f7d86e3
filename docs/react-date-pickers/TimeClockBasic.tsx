import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeClock} from '@mui/x-date-pickers';

// The second argument of onChange tells whether the user is done.
type SelectionState = 'partial' | 'shallow' | 'finish';

export default function TimeClockBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:30'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:30'));

  const handleChange = (newValue: Dayjs | null, selectionState?: SelectionState) => {
    setValue(newValue);
    // Only complete selections are saved.
    if (selectionState === 'finish') {
      setSaved(newValue);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <TimeClock value={value} onChange={handleChange} />
        <Stack spacing={1} sx={{pt: 2}}>
          <Typography variant="body2">Shown: {value?.format('hh:mm A') ?? '-'}</Typography>
          <Typography variant="body2">Alarm saved for: {saved?.format('hh:mm A') ?? '-'}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
