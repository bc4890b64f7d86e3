import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';

export default function CustomLayoutActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <StaticDatePicker
          defaultValue={dayjs('2024-04-17')}
          slotProps={{actionBar: {actions: ['clear', 'today', 'accept']}}}
        />
        <DatePicker
          label="Actions depend on the variant"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{
            // The owner state describes the picker: pickerVariant is 'desktop' or 'mobile'.
            actionBar: ({pickerVariant}) => ({
              actions: pickerVariant === 'desktop' ? ['today'] : ['clear', 'cancel', 'accept'],
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
