import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, MultiSectionDigitalClock} from '@mui/x-date-pickers';

export default function DigitalClockMultiSection() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T16:20:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <MultiSectionDigitalClock
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{minutes: 10, seconds: 30}}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">Value: {value?.format('hh:mm:ss A') ?? 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
