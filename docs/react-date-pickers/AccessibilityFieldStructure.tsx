import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, TimeField} from '@mui/x-date-pickers';

export default function AccessibilityFieldStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        {/* By default, each section is an element with role="spinbutton" and aria-value* attributes. */}
        <DatePicker label="Date of birth" defaultValue={dayjs('1990-06-21')} />
        <TimeField
          label="Preferred call time"
          defaultValue={dayjs('2024-04-17T14:30')}
          helperText="Arrow Up and Down change the selected section"
        />
      </Stack>
    </LocalizationProvider>
  );
}
