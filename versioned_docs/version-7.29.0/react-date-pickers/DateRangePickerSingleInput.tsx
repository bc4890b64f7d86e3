import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, SingleInputDateRangeField} from '@mui/x-date-pickers-pro';

export default function DateRangePickerSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <DateRangePicker
          label="Reporting period"
          slots={{field: SingleInputDateRangeField}}
          defaultValue={[dayjs('2024-04-01'), dayjs('2024-04-30')]}
        />
        <DateRangePicker
          defaultValue={[dayjs('2024-04-01'), dayjs('2024-04-30')]}
          slotProps={{
            textField: ({position}) => ({
              label: position === 'start' ? 'From' : 'To',
              helperText: position === 'start' ? 'First day included' : 'Last day included',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
