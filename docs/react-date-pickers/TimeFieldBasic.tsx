import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeField} from '@mui/x-date-pickers';

export default function TimeFieldBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T08:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <TimeField label="Shift start" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Stored: {value == null ? 'null' : value.isValid() ? value.format('HH:mm') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
