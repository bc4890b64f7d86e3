import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

// The second argument of onChange tells whether the user is done.
type SelectionState = 'partial' | 'shallow' | 'finish';

export default function DateCalendarBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [state, setState] = React.useState<SelectionState | undefined>(undefined);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <DateCalendar
          value={value}
          onChange={(newValue, selectionState) => {
            setValue(newValue);
            setState(selectionState);
          }}
        />
        <Stack spacing={1} sx={{pt: 2}}>
          <Typography variant="body2">Appointment: {value ? value.format('dddd, MMMM D, YYYY') : 'none'}</Typography>
          <Typography variant="body2">Last selection state: {state ?? '-'}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
