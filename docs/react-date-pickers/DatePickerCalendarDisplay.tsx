import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';

export default function DatePickerCalendarDisplay() {
  const [weekNumbers, setWeekNumbers] = React.useState(true);
  const [outsideDays, setOutsideDays] = React.useState(true);
  const [sixWeeks, setSixWeeks] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <Stack>
          <FormControlLabel
            control={<Switch checked={weekNumbers} onChange={(event) => setWeekNumbers(event.target.checked)} />}
            label="displayWeekNumber"
          />
          <FormControlLabel
            control={<Switch checked={outsideDays} onChange={(event) => setOutsideDays(event.target.checked)} />}
            label="showDaysOutsideCurrentMonth"
          />
          <FormControlLabel
            control={<Switch checked={sixWeeks} onChange={(event) => setSixWeeks(event.target.checked)} />}
            label="fixedWeekNumber={6}"
          />
        </Stack>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={dayjs('2024-04-17')}
          displayWeekNumber={weekNumbers}
          showDaysOutsideCurrentMonth={outsideDays}
          fixedWeekNumber={sixWeeks ? 6 : undefined}
          dayOfWeekFormatter={(date) => date.format('dd')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
