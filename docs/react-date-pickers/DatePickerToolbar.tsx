import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';

export default function DatePickerToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        {/* The desktop variant hides its toolbar unless asked. Open it to see the title. */}
        <DatePicker
          label="Ship on"
          defaultValue={dayjs('2024-04-17')}
          localeText={{toolbarTitle: 'Shipping day'}}
          slotProps={{toolbar: {hidden: false, toolbarFormat: 'dddd D MMMM'}}}
        />
        {/* With no value, the toolbar shows its placeholder. */}
        <StaticDatePicker
          referenceDate={dayjs('2024-04-17')}
          localeText={{toolbarTitle: 'Shipping day'}}
          slotProps={{toolbar: {toolbarPlaceholder: 'Not scheduled', toolbarFormat: 'dddd D MMMM'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
