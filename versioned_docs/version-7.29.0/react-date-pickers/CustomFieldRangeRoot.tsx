import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider} from '@mui/x-date-pickers-pro';

export default function CustomFieldRangeRoot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-05-17')]}
        localeText={{start: 'Contract start', end: 'Contract end'}}
        // The root is a Stack: stack the inputs for a narrow sidebar form.
        slotProps={{
          fieldRoot: {direction: 'column', spacing: 2, sx: {maxWidth: 260}},
          fieldSeparator: {sx: {display: 'none'}},
        }}
      />
    </LocalizationProvider>
  );
}
