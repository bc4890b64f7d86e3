import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, MobileDatePicker} from '@mui/x-date-pickers';

export default function LocalizationOverrides() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{okButtonLabel: 'Done', clearButtonLabel: 'Empty', todayButtonLabel: 'Now'}}
    >
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <MobileDatePicker
          label="Provider texts"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{actionBar: {actions: ['clear', 'today', 'accept']}}}
        />
        <MobileDatePicker
          label="Component texts"
          defaultValue={dayjs('2024-04-17')}
          localeText={{toolbarTitle: 'Choose a departure day', cancelButtonLabel: 'Back'}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
