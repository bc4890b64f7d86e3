import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';

export default function CustomComponentsToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <StaticDatePicker
          defaultValue={dayjs('2024-04-17')}
          slotProps={{toolbar: {toolbarFormat: 'ddd, D MMMM YYYY'}, actionBar: {actions: []}}}
        />
        {/* The desktop wrapper hides the toolbar by default; hidden: false shows it. */}
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          referenceDate={dayjs('2024-04-17')}
          slotProps={{toolbar: {hidden: false, toolbarPlaceholder: 'No date yet'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
