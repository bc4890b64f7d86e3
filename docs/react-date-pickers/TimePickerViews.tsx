import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
        <TimePicker
          label="With seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={day.hour(14).minute(5).second(30)}
        />
        <TimePicker label="Hourly slot" timeSteps={{minutes: 60}} referenceDate={day} />
        <TimePicker
          label="Meeting start"
          timeSteps={{minutes: 15}}
          thresholdToRenderTimeInASingleColumn={96}
          referenceDate={day}
        />
      </Stack>
    </LocalizationProvider>
  );
}
