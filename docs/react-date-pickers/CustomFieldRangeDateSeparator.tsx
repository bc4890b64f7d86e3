import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, SingleInputDateRangeField} from '@mui/x-date-pickers-pro';

export default function CustomFieldRangeDateSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <DateRangePicker
          label="Default separator"
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-24')]}
          slots={{field: SingleInputDateRangeField}}
        />
        <DateRangePicker
          label="Custom separator"
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-24')]}
          slots={{field: SingleInputDateRangeField}}
          slotProps={{field: {dateSeparator: 'until'}}}
          sx={{minWidth: 300}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
