import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function CustomFieldConfigure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Filled and small"
        format="M/D/YYYY"
        defaultValue={dayjs('2024-04-07')}
        slotProps={{
          textField: {variant: 'filled', size: 'small'},
          field: {clearable: true, shouldRespectLeadingZeros: true},
        }}
      />
    </LocalizationProvider>
  );
}
