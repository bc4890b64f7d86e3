import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock, LocalizationProvider} from '@mui/x-date-pickers';

export default function DigitalClockBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T11:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{alignItems: 'flex-start'}}>
        <DigitalClock value={value} onChange={(newValue) => setValue(newValue)} timeStep={15} />
        <Typography variant="body2">Pickup slot: {value?.format('h:mm A') ?? 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
