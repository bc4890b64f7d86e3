import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, MultiSectionDigitalClock} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');
const limits = {minTime: day.hour(8).minute(30), maxTime: day.hour(18)};

export default function DigitalClockMultiSectionLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3}>
        <Stack>
          <Typography variant="subtitle2">8:30 to 18:00, greyed out</Typography>
          <MultiSectionDigitalClock {...limits} ampm={false} timeSteps={{minutes: 15}} defaultValue={day.hour(18)} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">Same limits, skipDisabled</Typography>
          <MultiSectionDigitalClock
            {...limits}
            ampm={false}
            timeSteps={{minutes: 15}}
            defaultValue={day.hour(18)}
            skipDisabled
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
