import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, SingleInputDateRangeField} from '@mui/x-date-pickers-pro';

export default function DateRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <SingleInputDateRangeField
          label="Day, month, year"
          format="DD.MM.YYYY"
          defaultValue={[dayjs('2024-04-02'), dayjs('2024-04-09')]}
        />
        <SingleInputDateRangeField
          label="Spacious, no leading zeros"
          format="M/D/YYYY"
          formatDensity="spacious"
          shouldRespectLeadingZeros
          defaultValue={[dayjs('2024-04-02'), dayjs('2024-04-09')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
