import * as React from 'react';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider} from '@mui/x-date-pickers-pro';

// Replaces the text between the two inputs with an icon.
function ArrowSeparator() {
  return <ArrowForwardIcon color="action" sx={{alignSelf: 'center'}} />;
}

export default function CustomFieldRangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateRangePicker
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-24')]}
          slotProps={{field: {dateSeparator: 'to'}, fieldSeparator: {sx: {color: 'text.secondary'}}}}
        />
        <DateRangePicker
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-24')]}
          slots={{fieldSeparator: ArrowSeparator}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
